export type MenuLink = { href: string; label: string };

/**
 * A link to a section, on this page or on the landing, is a plain link: the browser's own fragment navigation
 * sets :target, which gives every section above it its real height before the scroll (app/globals.css,
 * .render-later); Next's client navigation would scroll against the placeholders' heights.
 */
export const linksToSection = (href: string) => href.includes('#');
