// `npm run demo` and the e2e server: local DataJud and DJEN stand-ins loaded with example data for the example
// cases, unless DATAJUD_URL / DJEN_URL point at real services. Returns the settings to pass to the app.
import { startDatajudStandin } from './standins/datajud-standin.mjs';
import { startDjenStandin } from './standins/djen-standin.mjs';
import { carregarExemplo, carregarExemplos, exemploTjsp } from './standins/tribunais-exemplos.mjs';

/**
 * `carregarTjsp(numero)` loads the TJSP example under another number (the e2e server's journeys use it); it is
 * null when real services are configured.
 * @param {{ datajudPort?: number, djenPort?: number }} [opts]
 */
export async function iniciarTribunaisDeExemplo(opts = {}) {
  if (process.env.DATAJUD_URL || process.env.DJEN_URL) return { env: {}, carregarTjsp: null, publicarPelaOab: null };
  const datajud = await startDatajudStandin({ port: opts.datajudPort });
  const djen = await startDjenStandin({ port: opts.djenPort });
  const hoje = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
  carregarExemplos(datajud, djen, hoje);
  console.log(`▶ Tribunais de exemplo (DataJud ${datajud.url}, DJEN ${djen.url}): dados marcados como exemplo, não são do CNJ.`);
  return {
    env: { DATAJUD_URL: datajud.url, DJEN_URL: djen.url, DATAJUD_API_KEY: datajud.apiKey },
    /** @param {string} numero */
    carregarTjsp: (numero) => carregarExemplo(datajud, djen, hoje, exemploTjsp(numero)),
    /**
     * A DJEN intimação of a case not registered here, in the name of a lawyer's OAB (the OAB journey).
     * @param {string} numero @param {string} oab @param {string} uf
     */
    publicarPelaOab: (numero, oab, uf) =>
      djen.publicar({
        numero,
        data_disponibilizacao: hoje,
        siglaTribunal: 'TJSP',
        tipoComunicacao: 'Intimação',
        texto: 'EXEMPLO DE DEMONSTRAÇÃO — não é uma publicação real. Fica o advogado intimado da nomeação do perito.',
        advogados: [{ nome: 'ADVOGADO DE EXEMPLO', numero_oab: oab, uf_oab: uf }],
      }),
  };
}
