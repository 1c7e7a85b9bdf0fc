import { randomInt } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { pdfBytes } from '../tests/support/factories';
import { todayInBrazil } from '../lib/domain/dates';
import { apiLogin, createUser, uniqueCnj } from './fixtures';

const NUMERO_INVALIDO = 'Número de processo inválido: use o padrão NNNNNNN-DD.AAAA.J.TR.OOOO com dígitos verificadores corretos.';
const DATA_FUTURA = 'A data de distribuição não pode estar no futuro.';

const etapa = (page: Page, nome: string) => page.getByRole('heading', { level: 2, name: new RegExp(`^\\d\\. ${nome}`) });

async function digitarNumero(page: Page, numero: string) {
  const campo = page.getByLabel('Número do processo');
  await campo.click();
  await campo.press('ControlOrMeta+a');
  await campo.press('Backspace');
  await campo.pressSequentially(numero.replace(/\D/g, ''));
  await expect(campo).toHaveValue(numero);
}

// Issue 28 item 8: 'Próximo' checks each step; step 4 uploads the case's files securely.
test('the wizard blocks wrong CNJ digits and a future date at Próximo, then registers a case with a PDF that appears in Documentos', async ({ page }) => {
  const numero = uniqueCnj();
  // The same number with its check digits off by one.
  const dv = Number(numero.slice(8, 10));
  const errado = `${numero.slice(0, 8)}${String((dv + 1) % 100).padStart(2, '0')}${numero.slice(10)}`;
  const arquivo = `laudo-${randomInt(100000, 999999)}.pdf`;
  const hoje = todayInBrazil();
  const amanha = new Date(Date.parse(`${hoje}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

  await apiLogin(page, await createUser('advogado'));
  await page.goto('/processo/cadastro');

  // 1. Processo: wrong check digits stop 'Próximo', with the message beside the field and the focus on it.
  await digitarNumero(page, errado);
  await page.getByLabel('Tipo de Justiça *').selectOption('Justiça Federal');
  await page.getByLabel('Comarca *').fill('Campinas/SP');
  await page.getByLabel('Tipo de Ação *').selectOption('Auxílio por incapacidade temporária');
  await page.getByLabel('Data de distribuição *').fill(amanha);
  await page.getByRole('button', { name: 'Próximo' }).click();
  await expect(page.getByText(NUMERO_INVALIDO)).toBeVisible();
  await expect(page.getByLabel('Número do processo')).toBeFocused();
  await expect(page.getByLabel('Número do processo')).toHaveAttribute('aria-invalid', 'true');
  await expect(etapa(page, 'Processo')).toBeVisible();

  // The right number: now the future date stops it.
  await digitarNumero(page, numero);
  await expect(page.getByText(NUMERO_INVALIDO)).toBeHidden();
  await page.getByRole('button', { name: 'Próximo' }).click();
  await expect(page.getByText(DATA_FUTURA)).toBeVisible();
  await expect(page.getByLabel('Data de distribuição *')).toBeFocused();
  await expect(etapa(page, 'Processo')).toBeVisible();
  await page.getByLabel('Data de distribuição *').fill(hoje);
  await page.getByRole('button', { name: 'Próximo' }).click();

  // 2. Partes: required fields checked too.
  await expect(etapa(page, 'Partes')).toBeVisible();
  await page.getByRole('button', { name: 'Próximo' }).click();
  await expect(page.getByText('Informe o requerente.')).toBeVisible();
  await expect(page.getByLabel('Requerente *')).toBeFocused();
  await page.getByLabel('Requerente *').fill(`Cliente E2E ${randomInt(100000, 999999)}`);
  await page.getByLabel('Requerido *').fill('Instituto Nacional do Seguro Social');
  await page.getByRole('button', { name: 'Próximo' }).click();

  // 3. Serviços
  await expect(etapa(page, 'Serviços')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Fase 1 – Resumo do processo' }).check();
  await page.getByRole('button', { name: 'Próximo' }).click();

  // 4. Documentos: a file of another type is refused as picked; the PDF is kept for sending.
  await expect(etapa(page, 'Documentos')).toBeVisible();
  const seletor = page.getByLabel('Arquivos do processo');
  await seletor.setInputFiles({ name: 'planilha.xlsx', mimeType: 'application/vnd.ms-excel', buffer: Buffer.from('não é aceito') });
  await expect(page.getByRole('alert').filter({ hasText: 'Tipo de arquivo não aceito. Envie PDF, DOCX, JPEG ou PNG.' })).toBeVisible();
  await seletor.setInputFiles({ name: arquivo, mimeType: 'application/pdf', buffer: pdfBytes('Laudo do cadastro') });
  await expect(page.getByRole('list', { name: 'Arquivos escolhidos' }).getByRole('listitem')).toHaveText([new RegExp(arquivo)]);

  await page.getByRole('button', { name: 'Cadastrar Processo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirmar pagamento' });
  await expect(dialog).toContainText('1 arquivo será enviado para a aba Documentos logo após o cadastro.');
  await dialog.getByRole('button', { name: 'Confirmar pagamento' }).click();

  // The file went up before the checkout (the e2e server's Mercado Pago stand-in); pay, then open the case.
  await expect(page.getByRole('heading', { name: 'Checkout de demonstração' })).toBeVisible();
  await page.getByRole('button', { name: 'Pagar' }).click();
  await expect(page.getByRole('heading', { name: 'Pagamento Aprovado!' })).toBeVisible();
  await page.getByRole('status').filter({ hasText: 'Situação registrada do pagamento' }).getByRole('link', { name: numero }).click();
  await expect(page.getByRole('heading', { level: 1, name: numero })).toBeVisible();
  await page.getByRole('tab', { name: /Documentos/ }).click();
  await expect(page.getByRole('list', { name: 'Documentos' }).getByRole('link', { name: `Baixar ${arquivo}` })).toBeVisible();
});
