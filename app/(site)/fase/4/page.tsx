import { permanentRedirect } from 'next/navigation';

/** SPEC §2.1: /fase/4 is the standalone impugnation service. */
export default function Fase4() {
  permanentRedirect('/impugnacao');
}
