import { expect, test } from '@playwright/test';
import { todayInBrazil } from '../lib/domain/dates';
import { addDays } from '../lib/domain/prazos';
import { fimDoPrazo, limiteEntrega } from '../lib/domain/prazos-processo';
import { api, apiLogin, assignPerito, criarProcesso, createUser, tokenOf, uid } from './fixtures';

/** Issue 28 item 3: service dates before the legal deadline, manual deadlines and prazo em dobro. */

const br = (iso: string) => iso.split('-').reverse().join('/');
type Detalhe = { fases: { id_fase: number; dataEntrega: string }[]; prazos: { tipo: string; fim: string }[]; alertas_entrega: { texto: string }[] };

test('the lawyer of the requerente against the INSS records the nomination and sees a simple deadline; the quesitos move before it; the INSS as client doubles', async ({ page }) => {
  const [advogado, medico] = await Promise.all([createUser('advogado'), createUser('medico')]);
  const processo = await criarProcesso(advogado, { fasesSelecionadas: [1, 2] });
  await assignPerito(processo, medico);
  const token = await tokenOf(advogado);
  const hoje = todayInBrazil();

  await apiLogin(page, advogado);
  await page.goto(processo.url);
  const prazos = page.getByRole('region', { name: 'Prazos processuais' });

  // The nomination's intimação today: art. 465 §1, 15 dias úteis; Fase 2 (quesitos) is brought before its end.
  await prazos.getByRole('button', { name: 'Registrar intimação da nomeação' }).click();
  const intimacao = page.getByRole('dialog', { name: 'Intimação da nomeação do perito' });
  await intimacao.getByLabel('Data da intimação').fill(hoje);
  await intimacao.getByRole('button', { name: 'Registrar intimação' }).click();
  const art465 = prazos.getByRole('listitem').filter({ hasText: 'CPC art. 465' });
  await expect(art465).toContainText('15 dias úteis');
  const { body: d1 } = await api<Detalhe>('GET', `/api/processo/readId/${processo.id}`, { token });
  const fim15 = d1.prazos.find((z) => z.tipo === 'art465')!.fim;
  const fase2 = d1.fases.find((f) => f.id_fase === 2)!.dataEntrega;
  expect(fase2 < fim15).toBe(true);
  await expect(page.getByRole('list', { name: 'Fases do processo' }).getByRole('listitem').filter({ hasText: 'Elaboração de Quesitos' })).toContainText(
    `Entrega: ${br(fase2)}`,
  );

  // Issue 34: the INSS is the opposing party (the requerido). CPC art. 183 doubles only the INSS's own deadlines:
  // the lawyer's stays simple, and the screen says why. (Before issue 34 this journey expected 30 dias úteis here:
  // that expectation was the defect.)
  await expect(prazos.getByTestId('frase-prazo')).toHaveText('Prazo simples: nenhuma parte com prazo em dobro.');
  await prazos.getByLabel('Privilégio de prazo do requerido').selectOption({ label: 'INSS (autarquia federal, CPC art. 183)' });
  await prazos.getByRole('button', { name: 'Salvar partes' }).click();
  await expect(prazos.getByTestId('frase-prazo')).toHaveText('Prazo simples: a parte com prazo em dobro é a parte contrária (INSS).');
  await expect(art465).toContainText('15 dias úteis');
  await expect(art465).toContainText(`Vence em ${br(fim15)}`);

  // A deadline entered by hand, in dias corridos: simple too.
  await prazos.getByRole('button', { name: 'Prazo manual' }).click();
  const manual = page.getByRole('dialog', { name: 'Prazo manual' });
  await manual.getByRole('button', { name: 'Registrar prazo' }).click();
  await expect(manual.getByText('Informe a descrição do prazo (pelo menos 3 caracteres).')).toBeVisible();
  const descricao = `Réplica à contestação ${uid()}`;
  await manual.getByLabel('Descrição').fill(descricao);
  await manual.getByLabel('Data de início (intimação)').fill(hoje);
  await manual.getByLabel('Número de dias').fill('10');
  await manual.getByLabel('Contagem').selectOption({ label: 'Dias corridos' });
  await manual.getByRole('button', { name: 'Registrar prazo' }).click();
  await expect(manual).toHaveCount(0);
  const item = prazos.getByRole('listitem').filter({ hasText: `Prazo manual: ${descricao}` });
  await expect(item).toContainText('10 dias corridos');
  await expect(item).toContainText('Aberto');

  // Had the firm's client been the INSS (the requerido), its deadlines double: changing the side recounts them.
  await prazos.getByLabel('O cliente do escritório é o').selectOption('requerido');
  await prazos.getByRole('button', { name: 'Salvar partes' }).click();
  await expect(prazos.getByTestId('frase-prazo')).toHaveText('Prazo em dobro: o cliente do escritório (requerido) é INSS (CPC art. 183).');
  await expect(art465).toContainText('30 dias úteis (em dobro)');
  await expect(item).toContainText('20 dias corridos (em dobro)');
  const { body: d2 } = await api<Detalhe>('GET', `/api/processo/readId/${processo.id}`, { token });
  const fim30 = d2.prazos.find((z) => z.tipo === 'art465')!.fim;
  expect(fim30 > fim15).toBe(true);
  await expect(art465).toContainText(`Vence em ${br(fim30)}`);
  const { body: abertos } = await api<{ tipo: string; fim: string; id_processo: number }[]>('GET', '/api/prazos', { token });
  const fimManual = abertos.find((z) => z.id_processo === processo.id && z.tipo === 'manual')!.fim;
  expect(fimManual >= addDays(hoje, 20)).toBe(true);
  await expect(item).toContainText(`Vence em ${br(fimManual)}`);
});

test('a deadline too close to deliver 2 dias úteis before: the case page and Trabalho warn', async ({ browser }) => {
  const [advogado, medico, admin] = await Promise.all([createUser('advogado'), createUser('medico'), createUser('admin')]);
  const comarca = `Comarca E2E ${uid()}`;
  const processo = await criarProcesso(advogado, { fasesSelecionadas: [1, 2], tipoJustica: 'Justiça Estadual', comarca });
  await assignPerito(processo, medico);
  const hoje = todayInBrazil();
  const cal = { justica: 'estadual' as const, tribunal: '8.26', comarca };
  // An intimação whose art. 465 deadline is still open but leaves less than 2 dias úteis before its end.
  let intimacao: string | null = null;
  for (let k = 1; k < 60 && !intimacao; k++) {
    const d = addDays(hoje, -k);
    const fim = fimDoPrazo('art465', d, cal);
    if (fim >= hoje && limiteEntrega(fim, cal) < hoje) intimacao = d;
  }
  expect(intimacao).not.toBeNull();
  const token = await tokenOf(advogado);
  const r = await api('POST', '/api/prazos', { token, data: { id_processo: processo.id, tipo: 'art465', dataIntimacao: intimacao } });
  expect(r.status).toBe(201);

  const advCtx = await browser.newContext();
  const adv = await advCtx.newPage();
  await apiLogin(adv, advogado);
  await adv.goto(processo.url);
  const prazos = adv.getByRole('region', { name: 'Prazos processuais' });
  await expect(prazos.getByText('Entrega em risco')).toBeVisible();
  await expect(prazos).toContainText('Fase 2 – Elaboração de Quesitos: a entrega não cabe 2 dias úteis antes do fim do prazo');
  await advCtx.close();

  const admCtx = await browser.newContext();
  const adm = await admCtx.newPage();
  await apiLogin(adm, admin);
  await adm.goto('/sistema/trabalho');
  const card = adm.getByRole('article', { name: `Processo ${processo.numero}` });
  await expect(card.getByText('Entrega em risco')).toBeVisible();
  await expect(card).toContainText('a entrega não cabe 2 dias úteis antes do fim do prazo');
  await admCtx.close();
});

test('at 390 px the lawyer of the requerente against the INSS reads the simple deadline and saves the sides without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const advogado = await createUser('advogado');
  const processo = await criarProcesso(advogado);
  const token = await tokenOf(advogado);
  const r = await api('PUT', `/api/processo/${processo.id}/partes`, { token, data: { ladoCliente: 'requerente', privilegioRequerente: null, privilegioRequerido: 'inss' } });
  expect(r.status).toBe(200);
  await apiLogin(page, advogado);
  await page.goto(processo.url);
  const prazos = page.getByRole('region', { name: 'Prazos processuais' });
  await expect(prazos.getByTestId('frase-prazo')).toHaveText('Prazo simples: a parte com prazo em dobro é a parte contrária (INSS).');
  await expect(prazos.getByLabel('Privilégio de prazo do requerido')).toHaveValue('inss');
  await prazos.getByRole('button', { name: 'Salvar partes' }).click();
  await expect(page.getByText('Partes salvas. Prazo simples: a parte com prazo em dobro é a parte contrária (INSS).')).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
