import { z } from 'zod';

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'deve começar com postgresql://')
      .optional(),
    DATA_DIR: z.string().min(1).default('.data'),
    // "memory://" keeps the embedded database in memory (tests).
    PGLITE_DIR: z.string().min(1).optional(),
    APP_URL: z.url().optional(),
    AUTH_SECRET: z.string().min(32, 'deve ter pelo menos 32 caracteres').optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'deve começar com smtp:// ou smtps://')
      .optional(),
    MAIL_FROM: z.string().min(3).default('Perícia Médica Judicial <nao-responda@pericia.com.br>'),
    CONTACT_EMAIL: z.email().default('contato@pericia.com.br'),
    SUPPORT_EMAIL: z.email().default('suporte@pericia.com.br'),
    // Set by `npm run demo` so the login page may list the demo accounts.
    DEMO: z.enum(['0', '1']).default('0'),
    // Mercado Pago Checkout Pro (DESIGN §10). Without the access token online payment is off and says so.
    MERCADOPAGO_ACCESS_TOKEN: z.string().min(10, 'deve ser o access token da conta do Mercado Pago').optional(),
    MERCADOPAGO_WEBHOOK_SECRET: z.string().min(16, 'deve ser a assinatura secreta do webhook (16+ caracteres)').optional(),
    MERCADOPAGO_API_URL: z.url().default('https://api.mercadopago.com'),
  })
  .superRefine((v, ctx) => {
    if (v.NODE_ENV === 'production' && !v.AUTH_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['AUTH_SECRET'], message: 'é obrigatória em produção' });
    }
    if (v.MERCADOPAGO_ACCESS_TOKEN && !v.MERCADOPAGO_WEBHOOK_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['MERCADOPAGO_WEBHOOK_SECRET'],
        message: 'é obrigatória quando MERCADOPAGO_ACCESS_TOKEN está definida (sem ela nenhum pagamento seria confirmado)',
      });
    }
  });

export type Env = z.infer<typeof schema> & { APP_URL: string; AUTH_SECRET: string };

let cached: Env | undefined;

function emptyToUndefined(source: Record<string, string | undefined>) {
  const out: Record<string, string | undefined> = {};
  for (const [k, v] of Object.entries(source)) out[k] = v === '' ? undefined : v;
  return out;
}

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = schema.safeParse(emptyToUndefined(source));
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Variáveis de ambiente inválidas:\n${lines.join('\n')}`);
  }
  const v = result.data;
  return {
    ...v,
    APP_URL: (v.APP_URL ?? `http://localhost:${v.PORT}`).replace(/\/$/, ''),
    // Outside production a fixed development secret keeps `npm run dev` and tests zero-config.
    AUTH_SECRET: v.AUTH_SECRET ?? 'development-only-secret-do-not-use-in-production',
  };
}

export function env(): Env {
  cached ??= parseEnv();
  return cached;
}

/** Test hook: read the environment again after changing process.env. */
export function resetEnv(): void {
  cached = undefined;
}
