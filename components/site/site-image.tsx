import { getImageProps, type ImageProps } from 'next/image';

/**
 * next/image for the public site without shipping its client component: getImageProps() computes the
 * same attributes (size, srcset through the image optimizer for raster files, lazy loading, priority)
 * and a plain <img> renders them, so static pages load no extra JavaScript for pictures.
 */
export function SiteImage(props: ImageProps) {
  const { props: img } = getImageProps(props);
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text
  return <img {...img} />;
}
