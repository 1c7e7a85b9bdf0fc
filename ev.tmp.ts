import { existsSync, readFileSync } from 'node:fs';
import { sugerirEventos } from '@/lib/domain/autos/linha-do-tempo';
const paginas = [];
for (let n = 1; n <= 60; n++) {
  const t = existsSync(`/tmp/i35b/ocr/t${n}.txt`) ? readFileSync(`/tmp/i35b/ocr/t${n}.txt`, 'utf8') : readFileSync(`/tmp/i35b/ocr/x${n}.txt`, 'utf8');
  paginas.push({ documentoId: 1, pagina: n, texto: t });
}
for (const e of sugerirEventos(paginas)) console.log(e.pagina, e.data, e.tipo.padEnd(12), e.evento);
