import { expect, test } from '@playwright/test';
import { pdfBytes } from '../tests/support/arquivos';
import { apiLogin, assignPerito, criarPericia, criarProcesso, createUser } from './fixtures';

// Issue 38: the perito schedules, the lawyer sends the private link, the periciado (a fresh phone-sized context,
// without JavaScript: the page's forms are plain posts to /api/p/…) confirms and sends an exam, the lawyer accepts it.
test('the periciado confirms and sends an exam through the private link; the lawyer accepts it', async ({ page, browser }) => {
  const advogado = await createUser('advogado');
  const medico = await createUser('medico');
  const processo = await criarProcesso(advogado);
  await assignPerito(processo, medico);
  await criarPericia(medico, processo, { diasAFrente: 9 });

  await apiLogin(page, advogado);
  await page.goto(processo.url);
  await page.getByRole('link', { name: 'Periciado: link, confirmação e exames' }).click();
  await expect(page.getByRole('heading', { name: 'Periciado', level: 1 })).toBeVisible();
  await page.getByLabel('Documento de identidade com foto').check();
  await page.getByLabel('Extrato do CNIS').check();
  await page.getByRole('button', { name: 'Salvar lista' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Lista salva.' })).toBeVisible();
  await page.getByLabel('E-mail do periciado (opcional)').fill(`periciado-${Date.now()}@teste.com.br`);
  await page.getByRole('button', { name: 'Gerar link do periciado' }).click();
  const campo = page.getByLabel('Link do periciado');
  await expect(campo).toHaveValue(/\/p\/[A-Za-z0-9_-]{43}$/);
  const url = await campo.inputValue();

  const celular = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false, isMobile: true, hasTouch: true });
  const p = await celular.newPage();
  const externos: string[] = [];
  p.on('request', (r) => {
    if (!r.url().startsWith(new URL(url).origin)) externos.push(r.url());
  });
  const resposta = await p.goto(new URL(url).pathname);
  expect(resposta?.status()).toBe(200);
  expect(resposta?.headers()['referrer-policy']).toBe('no-referrer');
  await expect(p.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(p.getByRole('heading', { name: 'Sua perícia' })).toBeVisible();
  await expect(p.getByText('Extrato do CNIS')).toBeVisible();
  await expect(p.getByText(medico.nome)).toBeVisible();
  // Nothing of the case beyond logistics.
  await expect(p.getByText(processo.numero)).toHaveCount(0);
  await expect(p.getByText(processo.requerente)).toHaveCount(0);

  await p.getByRole('button', { name: 'Vou comparecer' }).click();
  await expect(p.getByRole('status').filter({ hasText: 'Resposta registrada' })).toBeVisible();
  await expect(p.getByText('Sua resposta: Vou comparecer')).toBeVisible();
  await p.getByLabel('Arquivo').setInputFiles({ name: 'exame.pdf', mimeType: 'application/pdf', buffer: pdfBytes('Exame do periciado') });
  await p.getByRole('button', { name: 'Enviar arquivo' }).click();
  await expect(p.getByRole('status').filter({ hasText: 'Arquivo enviado' })).toBeVisible();
  await p.getByLabel('Seu WhatsApp (com DDD)').fill('(11) 98765-4321');
  await p.getByRole('button', { name: 'Quero receber avisos por WhatsApp' }).click();
  await expect(p.getByRole('status').filter({ hasText: 'Pronto: você receberá os avisos' })).toBeVisible();
  expect(externos).toEqual([]);

  // A wrong link: the neutral page.
  const errado = await p.goto(`/p/${'A'.repeat(43)}`);
  expect(errado?.status()).toBe(404);
  // Visible without JavaScript (this context has none).
  await expect(p.getByText('Este link não está disponível. Peça um novo link ao seu advogado.')).toBeVisible();
  await celular.close();

  await page.reload();
  await expect(page.getByText(/Vai comparecer — respondido em/)).toBeVisible();
  await expect(page.getByText(/exame\.pdf .*Enviado pelo periciado/)).toBeVisible();
  await page.getByRole('button', { name: 'Aceitar' }).click();
  await expect(page.getByRole('link', { name: /Baixar \(aceito por/ })).toBeVisible();
  await expect(page.getByText(/Perícia marcada · E-mail · periciado/)).toBeVisible();
  await expect(page.getByText(/\(11\) 9\*\*\*\*-4321: consentimento registrado/)).toBeVisible();
});
