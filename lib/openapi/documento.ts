import { createDocument, type ZodOpenApiPathsObject } from 'zod-openapi';
import { TAGS } from './operacao';
import { processosPaths } from './processos';
import { usuariosPaths } from './usuarios';
import { agendaPaths } from './agenda';
import { documentosPaths } from './documentos';
import { autosPaths } from './autos';
import { pagamentosPaths } from './pagamentos';
import { lgpdPaths } from './lgpd';
import { sistemaPaths } from './sistema';
import { integracoesPaths } from './integracoes';
import { tribunaisPaths } from './tribunais';
import { periciadoPaths } from './periciado';
import { pareceresPaths } from './pareceres';
import { nfsePaths } from './nfse';

/** Every path of the API, by capability (one file each). A route missing here fails tests/contract/openapi.test.ts. */
export const PATHS: ZodOpenApiPathsObject = {
  ...usuariosPaths,
  ...processosPaths,
  ...documentosPaths,
  ...autosPaths,
  ...agendaPaths,
  ...pagamentosPaths,
  ...lgpdPaths,
  ...tribunaisPaths,
  ...pareceresPaths,
  ...integracoesPaths,
  ...sistemaPaths,
  // Issue 38 (after agendaPaths: it adds PATCH to /api/pericia/{id}).
  ...periciadoPaths,
  ...nfsePaths,
};

const DESCRICAO = `API da Perícia Médica Judicial: os mesmos endpoints que o sistema usa.

**Autenticação.** Envie \`Authorization: Bearer <token>\` com o token de \`POST /api/auth/login\` (ou um token de API pessoal),
ou use o cookie de sessão do navegador. Chamadas que alteram dados com cookie precisam vir do próprio site (CSRF).

**Erros.** Sempre JSON \`{ message, errors? }\` em português: 400 dados inválidos (\`errors\` por campo), 401 sem sessão,
403 sem permissão, 404 não encontrado (inclusive o que não é seu), 409 conflito, 413 corpo grande demais, 429 limite de tentativas.

**Paginação.** Listas paginadas aceitam \`page\` e \`pageSize\` e trazem o total no cabeçalho \`X-Total-Count\`.

Guia completo, com exemplos em curl: \`docs/api.md\`.`;

type OpenAPIObject = ReturnType<typeof createDocument>;
let cached: OpenAPIObject | undefined;

/** The OpenAPI 3.1 description, generated once per process from the zod schemas the handlers parse with. */
export function openApiDocument(): OpenAPIObject {
  cached ??= createDocument({
    openapi: '3.1.0',
    info: { title: 'Perícia Médica Judicial — API', version: '1.0.0', description: DESCRICAO },
    servers: [{ url: '/', description: 'Este servidor' }],
    tags: Object.values(TAGS).map((name) => ({ name })),
    security: [{ bearer: [] }, { sessao: [] }],
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: 'Token de `POST /api/auth/login` ou token de API pessoal (`pmj_…`).' },
        sessao: { type: 'apiKey', in: 'cookie', name: 'next-auth.session-token', description: 'Cookie de sessão do navegador (`__Secure-next-auth.session-token` em HTTPS).' },
      },
    },
    paths: PATHS,
  });
  return cached;
}
