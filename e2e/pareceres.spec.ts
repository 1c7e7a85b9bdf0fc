import { execFileSync } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { api, apiLogin, assignPerito, criarProcesso, createUser, tokenOf, uid } from './fixtures';

// Issue 37: quesitos from the CNJ model, a quadro pericial with a CID found by its name, the court laudo's answers with
// two divergences, and the impugnação published with its side-by-side table and citations (read with pdftotext).

test('the perito fills quesitos from the CNJ model, records the quadro and the court laudo, and publishes the impugnação', async ({ page }) => {
  test.slow();
  const [advogado, medico] = await Promise.all([createUser('advogado'), createUser('medico')]);
  const processo = await criarProcesso(advogado, { tipoAcao: 'Auxílio Doença', fasesSelecionadas: [1, 2, 3, 4] });
  await assignPerito(processo, medico);
  const t = await tokenOf(medico);
  for (const titulo of ['Prontuário', 'Laudo pericial do juízo']) {
    const r = await api('POST', '/api/documentos', { token: t, data: { id_processo: processo.id, titulo, url: `https://drive.google.com/file/d/${titulo.length}` } });
    expect(r.status).toBe(201);
  }
  await apiLogin(page, medico);

  // 1. Quesitos from the CNJ model, in one step.
  await page.goto(`${processo.url}?tab=quesitos`);
  await page.getByRole('button', { name: 'Usar um modelo' }).click();
  const escolha = page.getByRole('combobox', { name: 'Modelo de quesitos' });
  const cnj = await escolha.locator('option', { hasText: 'Res. CNJ 595/2024' }).getAttribute('value');
  await escolha.selectOption(cnj!);
  await page.getByRole('button', { name: 'Adicionar 11 quesitos ao processo' }).click();
  const lista = page.getByRole('list', { name: 'Lista de quesitos' });
  await expect(lista.getByRole('listitem')).toHaveCount(11);
  await expect(lista).toContainText('data de início da incapacidade (DII)');

  // 2. The quadro pericial, with a CID found by its common name and a citation of the autos.
  await page.goto(`${processo.url}?tab=parecer`);
  const quadro = page.getByRole('form', { name: 'Quadro pericial' });
  const cid = quadro.getByRole('combobox', { name: 'Adicionar diagnóstico' });
  await cid.fill('lombalgia');
  await quadro.getByRole('option', { name: /M54\.5 — Dor lombar baixa/ }).click();
  await expect(quadro.getByRole('list', { name: 'Diagnósticos — quadro' })).toContainText('M54.5');
  await quadro.getByLabel('DID (início da doença) — data', { exact: true }).fill('2021-03-02');
  await quadro.getByLabel('DII (início da incapacidade) — data', { exact: true }).fill('2023-04-10');
  await quadro.getByRole('button', { name: 'Citar página dos autos — Fontes da DII' }).click();
  const fontesDii = quadro.getByRole('group', { name: 'Fontes da DII' });
  await fontesDii.getByLabel('Documento (fonte 1)', { exact: true }).selectOption({ label: 'Prontuário' });
  await fontesDii.getByLabel('Página (fonte 1)', { exact: true }).fill('12');
  await quadro.getByLabel('Grau', { exact: true }).selectOption('total');
  await quadro.getByLabel('Duração', { exact: true }).selectOption('temporaria');
  await quadro.getByRole('button', { name: 'Salvar quadro pericial' }).click();
  await expect(page.getByText('Quadro pericial salvo.')).toBeVisible();

  // 3. The court laudo: its answers, two divergences with reasoning and a citation.
  const laudo = page.getByRole('form', { name: 'Laudo do perito do juízo' });
  await laudo.getByLabel('Documento do laudo', { exact: true }).selectOption({ label: 'Laudo pericial do juízo' });
  await laudo.getByLabel('Data do laudo', { exact: true }).fill('2024-08-15');
  await laudo.getByLabel('Perito do juízo', { exact: true }).fill('Dr. João Souza');
  await laudo.getByRole('button', { name: 'Trazer os quesitos do processo' }).click();
  await laudo.getByLabel('Resposta do perito do juízo (7)', { exact: true }).fill('A incapacidade começou na data desta perícia.');
  await laudo.getByLabel('Posição do assistente técnico (7)', { exact: true }).selectOption('diverge');
  await laudo.getByLabel('Fundamentação (7)', { exact: true }).fill('O prontuário já registra afastamento por radiculopatia em abril de 2023.');
  await laudo.getByRole('button', { name: 'Citar página dos autos — Fontes da resposta 7' }).click();
  const fontes7 = laudo.getByRole('group', { name: 'Fontes da resposta 7' });
  await fontes7.getByLabel('Documento (fonte 1)', { exact: true }).selectOption({ label: 'Prontuário' });
  await fontes7.getByLabel('Página (fonte 1)', { exact: true }).fill('12');
  await laudo.getByLabel('Resposta do perito do juízo (8)', { exact: true }).fill('Não há incapacidade.');
  await laudo.getByLabel('Posição do assistente técnico (8)', { exact: true }).selectOption('diverge');
  await laudo.getByLabel('Fundamentação (8)', { exact: true }).fill('Há limitação total para carga, comprovada pela ressonância.');
  await laudo.getByRole('button', { name: 'Salvar laudo judicial' }).click();
  await expect(page.getByText('Laudo judicial salvo.')).toBeVisible();

  // 4. The impugnação's draft, generated and published like any deliverable.
  await laudo.getByRole('button', { name: 'Gerar impugnação ao laudo (Serviço Avulso)' }).click();
  await expect(page.getByText('Rascunho da impugnação gerado na Entrega do Serviço Avulso.')).toBeVisible();
  await page.goto(`${processo.url}?tab=documentos`);
  const fase4 = page.getByRole('region', { name: 'Serviço Avulso – Impugnação' });
  await fase4.getByRole('button', { name: 'Continuar rascunho da Serviço Avulso' }).click();
  await expect(fase4.getByRole('textbox', { name: /Texto da entrega/ })).toContainText('Quesito 7 — Diverge');
  await fase4.getByRole('button', { name: 'Publicar' }).click();
  await page.getByRole('dialog', { name: /Publicar Impugnação ao laudo pericial/ }).getByRole('button', { name: 'Publicar entrega' }).click();
  await expect(page.getByText('Entrega publicada com sucesso')).toBeVisible();

  const [download] = await Promise.all([page.waitForEvent('download'), fase4.getByRole('link', { name: 'Baixar PDF da Serviço Avulso' }).click()]);
  const texto = execFileSync('pdftotext', ['-layout', (await download.path())!, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
  expect(texto).toContain('Quesitos: resposta do perito do juízo × assistente técnico');
  expect(texto).toContain('A incapacidade começou na data desta perícia.');
  expect(texto).toContain('Fontes: Prontuário, p. 12');
  expect(texto).toContain('Quadro pericial: perito do juízo × assistente técnico');
  expect(texto).toContain('Fundamentação das divergências');
  expect(texto).toContain('Dr. João Souza');
});

test('the quesitos library: a model without a title is refused on the field; created, edited and retired', async ({ page }) => {
  const medico = await createUser('medico');
  const titulo = `Modelo E2E ${uid()}`;
  await apiLogin(page, medico);
  await page.goto('/sistema/quesitos-modelos');
  await page.getByRole('button', { name: 'Novo modelo' }).click();
  const novo = page.getByRole('form', { name: 'Novo modelo' });
  await novo.getByLabel('Quesitos (um por linha)').fill('O periciado está incapaz?\nDesde quando?');
  await novo.getByRole('button', { name: 'Salvar modelo' }).click();
  await expect(novo.getByRole('alert')).toContainText('Informe o título.');
  await expect(novo.getByLabel('Título')).toHaveAttribute('aria-invalid', 'true');
  await expect(novo.getByLabel('Título')).toBeFocused();

  await novo.getByLabel('Título').fill(titulo);
  await novo.getByRole('button', { name: 'Salvar modelo' }).click();
  await expect(page.getByText('Modelo criado.')).toBeVisible();
  const item = page.getByRole('list', { name: 'Modelos' }).getByRole('listitem').filter({ has: page.getByRole('heading', { name: titulo }) });
  await expect(item).toContainText('2 quesitos');

  await item.getByRole('button', { name: `Editar ${titulo}` }).click();
  const edicao = page.getByRole('form', { name: 'Editar modelo' });
  await expect(edicao.getByLabel('Título')).toHaveValue(titulo);
  await edicao.getByLabel('Quesitos (um por linha)').fill('O periciado está incapaz?\nDesde quando?\nPor quanto tempo?');
  await edicao.getByRole('button', { name: 'Salvar modelo' }).click();
  await expect(page.getByText('Modelo atualizado.')).toBeVisible();
  await expect(item).toContainText('3 quesitos');

  page.once('dialog', (d) => void d.accept());
  await item.getByRole('button', { name: `Retirar ${titulo}` }).click();
  await expect(page.getByText('Modelo retirado da biblioteca.')).toBeVisible();
  await expect(page.getByRole('heading', { name: titulo })).toHaveCount(0);
});
