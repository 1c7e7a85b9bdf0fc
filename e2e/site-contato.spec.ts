import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { uniqueIp } from './support/factories';

// Contact form of /contato: field errors, success and the per-IP rate limit (5 per hour).
// The server takes the right-most X-Forwarded-For entry as the client address: each test sends its own
// address so the tests do not share a rate-limit bucket (the e2e server may be reused between runs).

async function fill(page: Page, data: Partial<Record<'Nome' | 'E-mail' | 'Assunto' | 'Mensagem', string>>) {
  for (const [label, value] of Object.entries(data)) await page.getByLabel(label, { exact: true }).fill(value);
}

const valid = () => ({
  Nome: 'Maria da Silva',
  'E-mail': `maria-${randomUUID().slice(0, 8)}@teste.com.br`,
  Assunto: 'Dúvida sobre a Fase 1',
  Mensagem: 'Gostaria de saber o prazo de entrega da análise de plausibilidade.',
});

test('field errors in Portuguese, shown before any request, focus on the first invalid field', async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueIp() });
  await page.goto('/contato');
  let posts = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/contato')) posts++;
  });
  await page.getByRole('button', { name: 'Enviar mensagem' }).click();
  await expect(page.getByText('Informe o seu nome.')).toBeVisible();
  await expect(page.getByText('Informe o seu e-mail.')).toBeVisible();
  await expect(page.getByText('Informe o assunto.')).toBeVisible();
  await expect(page.getByText('Escreva a sua mensagem.')).toBeVisible();
  await expect(page.getByLabel('Nome', { exact: true })).toBeFocused();
  await expect(page.getByLabel('Nome', { exact: true })).toHaveAttribute('aria-invalid', 'true');

  await fill(page, { ...valid(), 'E-mail': 'nao-e-email', Mensagem: 'curta' });
  await page.getByRole('button', { name: 'Enviar mensagem' }).click();
  await expect(page.getByText('Informe um e-mail válido.')).toBeVisible();
  await expect(page.getByText('A mensagem deve ter pelo menos 10 caracteres.')).toBeVisible();
  await expect(page.getByText('Informe o seu nome.')).toBeHidden();
  await expect(page.getByLabel('E-mail', { exact: true })).toBeFocused();
  expect(posts).toBe(0);
});

test('success: the message is sent, the form is cleared and a confirmation is announced', async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueIp() });
  await page.goto('/contato');
  await fill(page, valid());
  const [res] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/contato')),
    page.getByRole('button', { name: 'Enviar mensagem' }).click(),
  ]);
  expect(res.status()).toBe(201);
  await expect(page.getByRole('status').filter({ hasText: 'Mensagem enviada com sucesso! Responderemos em até 1 dia útil.' })).toBeVisible();
  await expect(page.getByLabel('Nome', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('Mensagem', { exact: true })).toHaveValue('');
});

test('rate limit: the 6th message from the same browser within an hour is refused with a clear message', async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueIp() });
  await page.goto('/contato');
  const statuses: number[] = [];
  for (let i = 1; i <= 6; i++) {
    await fill(page, valid());
    const [res] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/contato')),
      page.getByRole('button', { name: 'Enviar mensagem' }).click(),
    ]);
    statuses.push(res.status());
    await expect(page.getByRole('button', { name: 'Enviar mensagem' })).toBeEnabled();
  }
  expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  await expect(page.getByRole('alert').filter({ hasText: /Você enviou muitas mensagens em pouco tempo\. Tente novamente em \d+ minutos\./ })).toBeVisible();
  // What was typed is kept, so nothing is lost.
  await expect(page.getByLabel('Assunto', { exact: true })).toHaveValue('Dúvida sobre a Fase 1');
});
