/**
 * The NFS-e stand-in (scripts/standins/nfse-standin.ts) as a process, for the e2e server and the demo: starts it,
 * writes its test CA (NFSE_CA_FILE) and a test e-CNPJ A1 issued by that CA (the .pfx and its password, for the
 * admin to upload) into the directory given, and prints one JSON line with the environment to run the app with.
 * Run: npx tsx scripts/nfse-standin.ts <dir> [cnpj]. Test material only: nothing here is trusted elsewhere.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gerarEcnpjPfx } from './standins/nfse-certificados';
import { iniciarStandinNfse } from './standins/nfse-standin';

const dir = path.resolve(process.argv[2] ?? '.nfse-standin');
const cnpj = process.argv[3] ?? '11222333000181';
mkdirSync(dir, { recursive: true });
const standin = await iniciarStandinNfse();
const caFile = path.join(dir, 'nfse-ca.pem');
writeFileSync(caFile, standin.caPem);
const { pfx } = gerarEcnpjPfx(standin.ca, { cnpj, senha: 'senha-do-ecnpj', razaoSocial: 'PERICIAS DEMONSTRACAO LTDA' });
writeFileSync(path.join(dir, 'ecnpj-teste.pfx'), pfx);
process.stdout.write(`${JSON.stringify({ NFSE_URL: standin.sefinUrl, NFSE_ADN_URL: standin.adnUrl, NFSE_CA_FILE: caFile, pfx: path.join(dir, 'ecnpj-teste.pfx'), senha: 'senha-do-ecnpj', cnpj })}\n`);
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => void standin.close().then(() => process.exit(0)));
