import { expect, test, type Page } from '@playwright/test';
import { apiLogin, assignPerito, carregarExemploTribunal, createUser, trabalhoStep, uid, uniqueCnj } from './fixtures';

async function passo(page: Page, nome: string) {
  await page.getByRole('button', { name: 'Próximo' }).click();
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(nome) })).toBeVisible();
}

// The e2e server starts the DataJud and DJEN stand-ins (scripts/tribunais-standins.mjs); the journey loads the TJSP
// example under a fresh number, so it passes again and again on one server.
test('a lawyer fills a case from the CNJ, registers it, syncs, reads a movement and a publication, and starts the deadline in one click', async ({ page }) => {
  test.setTimeout(120_000);
  const advogado = await createUser('advogado');
  const perito = await createUser('medico');
  const cliente = `Cliente Tribunais ${uid()}`;
  const NUMERO_EXEMPLO_NOVO = uniqueCnj();
  await carregarExemploTribunal(NUMERO_EXEMPLO_NOVO);
  await apiLogin(page, advogado);
  await page.goto('/processo/cadastro');

  // 1. The number, then 'Buscar dados no CNJ' fills what DataJud has.
  await page.getByLabel('Número do processo').pressSequentially(NUMERO_EXEMPLO_NOVO.replace(/\D/g, ''));
  await page.getByRole('button', { name: 'Buscar dados no CNJ' }).click();
  await expect(page.getByText('Dados do CNJ (DataJud) — TJSP')).toBeVisible();
  await expect(page.getByText(/Preenchido a partir do CNJ: vara judicial, comarca, data de distribuição, tipo de justiça \(Justiça Estadual\), tipo de ação sugerido \(Danos Morais\)/)).toBeVisible();
  await expect(page.getByLabel('Vara judicial')).toHaveValue('4ª Vara Cível do Foro Central de São Paulo (exemplo)');
  // Issue 34 item 7: the comarca is read from the court's name (the state from the tribunal).
  await expect(page.getByLabel('Comarca *')).toHaveValue('São Paulo/SP');
  await expect(page.getByLabel('Data de distribuição *')).toHaveValue('2024-03-15');
  await expect(page.getByLabel('Tipo de Justiça *')).toHaveValue('estadual');
  await expect(page.getByLabel('Tipo de Ação *')).toHaveValue('danos_morais');
  // Everything stays editable.
  await page.getByLabel('Tipo de Ação *').selectOption('Ação de Indenização');
  await page.getByLabel('Comarca *').fill('São Paulo/SP');

  await passo(page, 'Partes');
  await page.getByLabel('Requerente *').fill(cliente);
  await page.getByLabel('Requerido *').fill('Hospital de Exemplo S.A.');
  await passo(page, 'Serviços');
  await passo(page, 'Documentos');
  await page.getByLabel('Link da pasta no Google Drive').fill('https://drive.google.com/drive/folders/e2e-tribunais');
  await page.getByRole('button', { name: 'Cadastrar Processo' }).click();
  await page.getByRole('dialog', { name: 'Confirmar pagamento' }).getByRole('button', { name: 'Confirmar pagamento' }).click();
  await expect(page.getByRole('heading', { name: 'Checkout de demonstração' })).toBeVisible();
  await page.getByRole('button', { name: 'Pagar' }).click();
  await expect(page.getByRole('heading', { name: 'Pagamento Aprovado!' })).toBeVisible();
  await page.getByRole('status').filter({ hasText: 'Situação registrada do pagamento' }).getByRole('link', { name: NUMERO_EXEMPLO_NOVO }).click();
  await expect(page).toHaveURL(/\/processo\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split('/').pop());

  // The office assigns the perito, who accepts: the case now waits for the report.
  await assignPerito({ id }, perito);
  await trabalhoStep(perito, { id }, 'aceitar_nomeacao');

  // 2. Andamentos: sync now, read a movement.
  await page.goto(`/processo/${id}?tab=andamentos`);
  await page.getByRole('button', { name: 'Sincronizar agora' }).click();
  await expect(page.getByText('Sincronizado: 3 andamentos novos, 2 publicações novas.')).toBeVisible();
  await expect(page.getByText('Juntada de Laudo Pericial (exemplo)')).toBeVisible();

  // 3. Publicações: the intimação with its dates and certidão; 'Iniciar prazo' says what it will do.
  await page.getByRole('tab', { name: 'Publicações' }).click();
  const intimacao = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /^Intimação/ }) });
  await expect(intimacao).toContainText('EXEMPLO DE DEMONSTRAÇÃO');
  await expect(intimacao.getByRole('link', { name: /Certidão/ })).toHaveAttribute('href', /^https:\/\/comunica\.pje\.jus\.br\//);
  const previsao = intimacao.getByText(/^Manifestação sobre o laudo, 15 dias úteis, de \d{2}\/\d{2}\/\d{4} a \d{2}\/\d{2}\/\d{4}$/);
  await expect(previsao).toBeVisible();
  const fim = (await previsao.textContent())!.slice(-10);
  await intimacao.getByRole('button', { name: 'Iniciar prazo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Iniciar prazo' });
  await expect(dialog).toContainText('Manifestação sobre o laudo, 15 dias úteis');
  await dialog.getByRole('button', { name: 'Iniciar prazo' }).click();
  await expect(page.getByText(/^Prazo iniciado: Manifestação sobre o laudo/)).toBeVisible();
  await expect(intimacao.getByText('Prazo iniciado a partir desta intimação.')).toBeVisible();

  // 4. Trabalho (the perito's board) shows the case waiting for the challenge, with the deadline's last day.
  await apiLogin(page, perito);
  await page.goto('/sistema/trabalho');
  const pendentes = page.getByRole('list', { name: 'Impugnações pendentes' });
  await expect(pendentes).toContainText(NUMERO_EXEMPLO_NOVO);
  await expect(pendentes).toContainText(fim);
  await expect(page.getByRole('article').filter({ hasText: NUMERO_EXEMPLO_NOVO })).toContainText('Aguardando impugnação ao laudo');
});
