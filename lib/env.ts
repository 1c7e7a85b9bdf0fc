import { z } from 'zod';

/** The public key the CNJ publishes for DataJud's API Pública (see datajud-wiki.cnj.jus.br/api-publica/). */
export const DATAJUD_CHAVE_PUBLICA = 'cDZHYzlZa0JadVREZDJCendQbXY6SkJlTzNjLV9TRENyQk1RdnFKZGRQdw==';

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test'], { error: 'deve ser development, production ou test' }).default('development'),
  PORT: z.coerce
    .number({ error: 'deve ser um número de porta (1 a 65535)' })
    .int('deve ser um número de porta (1 a 65535)')
    .min(1, 'deve ser um número de porta (1 a 65535)')
    .max(65535, 'deve ser um número de porta (1 a 65535)')
    .default(3000),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'deve começar com postgresql://')
    .optional(),
  DATA_DIR: z.string().min(1).default('.data'),
  // "memory://" keeps the embedded database in memory (tests).
  PGLITE_DIR: z.string().min(1).optional(),
  APP_URL: z.url({ protocol: /^https?$/, error: 'deve ser a URL pública do sistema, ex.: https://pericia.suaempresa.com.br' }).optional(),
  AUTH_SECRET: z.string().min(32, 'deve ter pelo menos 32 caracteres').optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'deve começar com smtp:// ou smtps://')
    .optional(),
  // 1: without SMTP_URL, mail is written on purpose to $DATA_DIR/outbox (*.eml) also in production.
  MAIL_OUTBOX: z.enum(['0', '1'], { error: 'deve ser 0 ou 1' }).default('0'),
  MAIL_FROM: z.string().min(3, 'deve ser um remetente, ex.: Perícia <nao-responda@suaempresa.com.br>').default('Perícia Médica Judicial <nao-responda@pericia.com.br>'),
  CONTACT_EMAIL: z.email('deve ser um endereço de e-mail').default('contato@pericia.com.br'),
  SUPPORT_EMAIL: z.email('deve ser um endereço de e-mail').default('suporte@pericia.com.br'),
  // Set by `npm run demo` so the login page may list the demo accounts.
  DEMO: z.enum(['0', '1'], { error: 'deve ser 0 ou 1' }).default('0'),
  // Set by `next build`: prerendering reads APP_URL (canonical and OpenGraph URLs) but signs nothing.
  NEXT_PHASE: z.string().optional(),
  // Key that encrypts every stored file (AES-256-GCM): 32 bytes as base64/base64url or 64 hex digits.
  FILES_KEY: z
    .string()
    .refine((v) => decodeFilesKey(v) !== null, 'deve ter 32 bytes em base64 ou 64 dígitos hexadecimais (ex.: openssl rand -base64 32)')
    .optional(),
  // S3-compatible storage (AWS S3, MinIO, ...). Without S3_BUCKET files live in $DATA_DIR/files.
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'deve ser uma URL http(s)' }).optional(),
  S3_BUCKET: z.string().min(3, 'deve ter pelo menos 3 caracteres').optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  // How many reverse proxies stand in front of the app. 0: X-Forwarded-For / X-Forwarded-Host are ignored.
  TRUST_PROXY_HOPS: z.coerce
    .number({ error: 'deve ser um número inteiro de 0 a 10' })
    .int('deve ser um número inteiro de 0 a 10')
    .min(0, 'deve ser um número inteiro de 0 a 10')
    .max(10, 'deve ser um número inteiro de 0 a 10')
    .default(0),
  // Mercado Pago Checkout Pro (DESIGN §10). Without the access token online payment is off and says so.
  MERCADOPAGO_ACCESS_TOKEN: z.string().min(10, 'deve ser o access token da conta do Mercado Pago').optional(),
  MERCADOPAGO_WEBHOOK_SECRET: z.string().min(16, 'deve ser a assinatura secreta do webhook (16+ caracteres)').optional(),
  MERCADOPAGO_API_URL: z.url('deve ser uma URL http(s)').default('https://api.mercadopago.com'),
  // ── o periciado informado (issue 38) ── WhatsApp Cloud API (docs/operacao.md). On only with TOKEN, PHONE_NUMBER_ID and APP_SECRET.
  WHATSAPP_TOKEN: z.string().min(10, 'deve ser o token de acesso do WhatsApp Cloud API').optional(),
  WHATSAPP_PHONE_NUMBER_ID: z.string().regex(/^\d{5,30}$/, 'deve ser o identificador numérico do número (Phone number ID)').optional(),
  WHATSAPP_APP_SECRET: z.string().min(8, 'deve ser a chave secreta do aplicativo (App secret)').optional(),
  WHATSAPP_VERIFY_TOKEN: z.string().min(8, 'deve ter pelo menos 8 caracteres').optional(),
  WHATSAPP_API_URL: z.url({ protocol: /^https?$/, error: 'deve ser uma URL http(s)' }).default('https://graph.facebook.com'),
  WHATSAPP_API_VERSION: z.string().regex(/^v\d+\.\d+$/, 'deve ser uma versão da Graph API, ex.: v23.0').default('v23.0'),
  WHATSAPP_TEMPLATE_AGENDADA: z.string().regex(/^[a-z0-9_]{1,512}$/, 'deve ser o nome de um modelo (minúsculas, números e _)').default('pericia_agendada'),
  WHATSAPP_TEMPLATE_REMARCADA: z.string().regex(/^[a-z0-9_]{1,512}$/, 'deve ser o nome de um modelo (minúsculas, números e _)').default('pericia_remarcada'),
  WHATSAPP_TEMPLATE_CANCELADA: z.string().regex(/^[a-z0-9_]{1,512}$/, 'deve ser o nome de um modelo (minúsculas, números e _)').default('pericia_cancelada'),
  WHATSAPP_TEMPLATE_LEMBRETE: z.string().regex(/^[a-z0-9_]{1,512}$/, 'deve ser o nome de um modelo (minúsculas, números e _)').default('pericia_lembrete'),
  // ── tribunais (issue 26) ── DataJud API Pública and DJEN (DESIGN §11 "The courts"); docs/tribunais.md.
  DATAJUD_URL: z.url({ protocol: /^https?$/, error: 'deve ser uma URL http(s)' }).default('https://api-publica.datajud.cnj.jus.br'),
  // Default: the public key the CNJ publishes for the API Pública. Set empty to turn the lookup and the movements off.
  DATAJUD_API_KEY: z.string().default(DATAJUD_CHAVE_PUBLICA),
  DJEN_URL: z.url({ protocol: /^https?$/, error: 'deve ser uma URL http(s)' }).default('https://comunicaapi.pje.jus.br'),
  // Daily sync time, São Paulo (HH:MM).
  TRIBUNAIS_HORARIO: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'deve ser um horário HH:MM (ex.: 06:00)').default('06:00'),
  // Pause between two requests to the same service during a sync, and the wait after a 429 (ms).
  TRIBUNAIS_PAUSA_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  TRIBUNAIS_ESPERA_429_MS: z.coerce.number().int().min(0).max(600_000).default(60_000),
  // A webhook whose deliveries fail for this many hours in a row is paused (issue 36 item 3). 0: at the first failure
  // (the e2e server, to show 'Pausado' and 'Reativar' without waiting a day).
  WEBHOOKS_PAUSA_HORAS: z.coerce.number({ error: 'deve ser um número de horas' }).min(0, 'deve ser 0 ou mais').max(720, 'deve ser no máximo 720 (30 dias)').default(24),
  // ── NFS-e (issue 39, docs/nfse.md) ── Sefin Nacional (issues the note) and ADN (DANFSe). Unset: the official
  // service of NFSE_AMBIENTE (produção restrita by default); tests and the demo point them at the stand-in.
  NFSE_AMBIENTE: z.enum(['producao', 'producao_restrita'], { error: 'deve ser producao ou producao_restrita' }).default('producao_restrita'),
  NFSE_URL: z.url({ protocol: /^https?$/, error: 'deve ser uma URL http(s)' }).optional(),
  NFSE_ADN_URL: z.url({ protocol: /^https?$/, error: 'deve ser uma URL http(s)' }).optional(),
  // XMLDSig of the DPS: rsa-sha256 with exclusive C14N (what the Sefin signs with since 2025) or rsa-sha1 with C14N
  // (the 2022 manual). See /docs/nfse.md: the national rule is unsettled, so it is a setting.
  NFSE_ASSINATURA: z.enum(['rsa-sha256', 'rsa-sha1'], { error: 'deve ser rsa-sha256 ou rsa-sha1' }).default('rsa-sha256'),
  // A CA bundle (PEM file) trusted for the services' TLS besides the system's: the stand-in's test CA.
  NFSE_CA_FILE: z.string().min(1).optional(),
  // How often the reminder job runs (cron, São Paulo time; pg-boss runs it once per slot across instances).
  LEMBRETES_CRON: z
    .string()
    .regex(/^\S+( \S+){4}$/, 'deve ser uma expressão cron de 5 campos, ex.: */15 * * * *')
    .default('*/15 * * * *'),
  // Nightly backup (lib/jobs/backup.ts): where archives go (default $DATA_DIR/backups), how many are kept
  // (0 turns it off), and when (cron, São Paulo time).
  BACKUP_DIR: z.string().min(1).optional(),
  BACKUP_KEEP: z.coerce
    .number({ error: 'deve ser um número inteiro de 0 a 365' })
    .int('deve ser um número inteiro de 0 a 365')
    .min(0, 'deve ser um número inteiro de 0 a 365')
    .max(365, 'deve ser um número inteiro de 0 a 365')
    .default(7),
  BACKUP_CRON: z
    .string()
    .regex(/^\S+( \S+){4}$/, 'deve ser uma expressão cron de 5 campos, ex.: 30 2 * * *')
    .default('30 2 * * *'),
  // Os autos (issue 35; docs/autos.md): PDF size and page limits, OCR parallelism and the time budget of one page.
  AUTOS_MAX_MB: z.coerce.number({ error: 'deve ser um número inteiro de 1 a 2000' }).int('deve ser um número inteiro de 1 a 2000').min(1, 'deve ser um número inteiro de 1 a 2000').max(2000, 'deve ser um número inteiro de 1 a 2000').default(200),
  AUTOS_MAX_PAGINAS: z.coerce.number({ error: 'deve ser um número inteiro de 1 a 100000' }).int('deve ser um número inteiro de 1 a 100000').min(1, 'deve ser um número inteiro de 1 a 100000').max(100_000, 'deve ser um número inteiro de 1 a 100000').default(5000),
  AUTOS_OCR_CONCURRENCY: z.coerce.number({ error: 'deve ser um número inteiro de 1 a 16' }).int('deve ser um número inteiro de 1 a 16').min(1, 'deve ser um número inteiro de 1 a 16').max(16, 'deve ser um número inteiro de 1 a 16').default(1),
  AUTOS_TEMPO_PAGINA_S: z.coerce.number({ error: 'deve ser um número inteiro de 1 a 3600' }).int('deve ser um número inteiro de 1 a 3600').min(1, 'deve ser um número inteiro de 1 a 3600').max(3600, 'deve ser um número inteiro de 1 a 3600').default(60),
  // The Tesseract program (default `tesseract` on the PATH); a path that does not exist turns OCR off.
  AUTOS_TESSERACT: z.string().min(1).default('tesseract'),
  // Roles that must enrol TOTP before the system area opens (comma-separated, e.g. "admin" or "admin,medico").
  MFA_REQUIRED_ROLES: z
    .string()
    .default('')
    .transform((v) => [...new Set(v.split(',').map((r) => r.trim()).filter(Boolean))])
    .pipe(z.array(z.enum(['admin', 'medico', 'advogado'], { error: 'deve listar papéis entre admin, medico e advogado, separados por vírgula' }))),
});

type Issue = { path: string; message: string };

/**
 * Settings that only make sense together, checked on the raw values so that they are reported together with
 * any malformed one (one message naming everything to fix). Production (not `next build`, not a DEMO=1
 * instance) refuses half a configuration: without APP_URL links in e-mails and the CSRF origin would point
 * at localhost, without SMTP_URL invitations and password links (bearer secrets) would silently land in files.
 */
function crossIssues(v: Record<string, string | undefined>): Issue[] {
  const out: Issue[] = [];
  const production = v.NODE_ENV === 'production' && v.NEXT_PHASE !== 'phase-production-build';
  if (production) {
    for (const k of ['AUTH_SECRET', 'FILES_KEY'] as const) if (!v[k]) out.push({ path: k, message: 'é obrigatória em produção' });
    if (v.DEMO !== '1') {
      if (!v.APP_URL) out.push({ path: 'APP_URL', message: 'é obrigatória em produção (a URL pública, ex.: https://pericia.suaempresa.com.br)' });
      if (!v.SMTP_URL && v.MAIL_OUTBOX !== '1') {
        out.push({ path: 'SMTP_URL', message: 'é obrigatória em produção (ou MAIL_OUTBOX=1 para gravar os e-mails como arquivos de propósito)' });
      }
    }
  }
  const s3 = ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
  if (!v.S3_BUCKET) {
    for (const k of s3) if (v[k]) out.push({ path: 'S3_BUCKET', message: `é obrigatória quando ${k} está definida` });
  } else {
    for (const k of ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
      if (!v[k]) out.push({ path: k, message: 'é obrigatória quando S3_BUCKET está definida' });
    }
  }
  if (v.MERCADOPAGO_ACCESS_TOKEN && !v.MERCADOPAGO_WEBHOOK_SECRET) {
    out.push({
      path: 'MERCADOPAGO_WEBHOOK_SECRET',
      message: 'é obrigatória quando MERCADOPAGO_ACCESS_TOKEN está definida (sem ela nenhum pagamento seria confirmado)',
    });
  }
  return out;
}

export type Env = z.infer<typeof schema> & { APP_URL: string; AUTH_SECRET: string; FILES_KEY: string };

/** FILES_KEY as 32 raw bytes (hex or base64/base64url), or null when it is not exactly 32 bytes. */
export function decodeFilesKey(value: string): Buffer | null {
  const v = value.trim();
  if (/^[0-9a-fA-F]{64}$/.test(v)) return Buffer.from(v, 'hex');
  if (!/^[A-Za-z0-9+/_-]{43}={0,1}$/.test(v)) return null;
  const key = Buffer.from(v.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  return key.length === 32 ? key : null;
}

let cached: Env | undefined;

function emptyToUndefined(source: Record<string, string | undefined>) {
  const out: Record<string, string | undefined> = {};
  for (const [k, v] of Object.entries(source)) out[k] = v === '' ? undefined : v;
  return out;
}

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const raw = emptyToUndefined(source);
  const result = schema.safeParse(raw);
  const issues: Issue[] = [...(result.success ? [] : result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })))];
  for (const i of crossIssues(raw)) if (!issues.some((o) => o.path === i.path)) issues.push(i);
  if (!result.success || issues.length > 0) {
    const lines = issues.map((i) => `  - ${i.path}: ${i.message}`);
    throw new Error(`Variáveis de ambiente inválidas:\n${lines.join('\n')}`);
  }
  const v = result.data;
  return {
    ...v,
    APP_URL: (v.APP_URL ?? `http://localhost:${v.PORT}`).replace(/\/$/, ''),
    // Outside production a fixed development secret keeps `npm run dev` and tests zero-config.
    AUTH_SECRET: v.AUTH_SECRET ?? 'development-only-secret-do-not-use-in-production',
    // Same for the files key (32 bytes of a fixed development string); production requires FILES_KEY.
    FILES_KEY: v.FILES_KEY ?? Buffer.from('development-only-files-key-32by!').toString('base64'),
    // An empty DATAJUD_API_KEY is a decision (lookup and movements off), not an unset variable.
    DATAJUD_API_KEY: source.DATAJUD_API_KEY !== undefined && source.DATAJUD_API_KEY.trim() === '' ? '' : v.DATAJUD_API_KEY,
  };
}

/** Test hook: read the environment again on the next env() call. */
export function resetEnv(): void {
  cached = undefined;
}

export function env(): Env {
  cached ??= parseEnv();
  return cached;
}
