import { expect, test } from '@playwright/test';
import { api, apiLogin, assignPerito, criarProcesso, createUser, tokenOf, trabalhoStep } from './fixtures';

/** dd/mm/aaaa of a YYYY-MM-DD date. */
const br = (iso: string) => iso.split('-').reverse().join('/');

/** Today in São Paulo, YYYY-MM-DD. */
function hojeSP(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
}

test('the lawyer records the report (with the intimação date) and sees the deadline on the case and in Trabalho', async ({ browser }) => {
  const [advogado, medico] = await Promise.all([createUser('advogado'), createUser('medico')]);
  const processo = await criarProcesso(advogado);
  await assignPerito(processo, medico);
  await trabalhoStep(medico, processo, 'aceitar_nomeacao');

  // The lawyer, on the case page: 'Laudo do perito do juízo recebido' asks for the intimação date.
  const advCtx = await browser.newContext();
  const adv = await advCtx.newPage();
  await apiLogin(adv, advogado);
  await adv.goto(processo.url);
  const prazos = adv.getByRole('region', { name: 'Prazos processuais' });
  await expect(prazos).toContainText('Nenhum prazo processual registrado.');
  await prazos.getByRole('button', { name: 'Laudo do perito do juízo recebido' }).click();
  const dialog = adv.getByRole('dialog', { name: 'Laudo do perito do juízo recebido' });
  const data = dialog.getByLabel('Data da intimação');
  await expect(data).toHaveValue(hojeSP());
  await data.fill(hojeSP());
  await dialog.getByRole('button', { name: 'Registrar laudo recebido' }).click();
  await expect(adv.getByText(/Prazo para impugnação: \d{2}\/\d{2}\/\d{4}/)).toBeVisible();

  // The deadline the server counted (engine, with the case's calendar) is what the page shows.
  const { body: abertos } = await api<{ id_processo: number; tipo: string; fim: string }[]>('GET', '/api/prazos', { token: await tokenOf(advogado) });
  const prazo = abertos.find((p) => p.id_processo === processo.id && p.tipo === 'art477')!;
  expect(prazo).toBeTruthy();
  expect(prazo.fim > hojeSP()).toBe(true);
  expect([0, 6]).not.toContain(new Date(`${prazo.fim}T12:00:00Z`).getUTCDay());
  const item = prazos.getByRole('listitem').filter({ hasText: 'CPC art. 477' });
  await expect(item).toContainText(`Vence em ${br(prazo.fim)}`);
  await expect(item).toContainText('Aberto');
  await expect(adv.getByRole('definition').filter({ hasText: br(prazo.fim) }).first()).toBeVisible();
  await expect(prazos.getByRole('button', { name: 'Laudo do perito do juízo recebido' })).toHaveCount(0);
  await adv.goto(`${processo.url}?tab=cronologia`);
  await expect(adv.getByRole('list', { name: 'Cronologia do processo' })).toContainText(`intimação em ${br(hojeSP())}`);
  await advCtx.close();

  // The perito's Trabalho: the card's deadline and the 'Contestações Pendentes' alert; contesting asks for the grounds.
  const medCtx = await browser.newContext();
  const med = await medCtx.newPage();
  await apiLogin(med, medico);
  await med.goto('/sistema/trabalho');
  const card = med.getByRole('article', { name: `Processo ${processo.numero}` });
  await expect(card).toContainText('Aguardando impugnação ao laudo');
  await expect(card.getByRole('definition').filter({ has: med.locator(`time[datetime="${prazo.fim}"]`) })).toContainText(br(prazo.fim));
  const alerta = med.getByRole('region', { name: 'Atenção: Impugnações pendentes' });
  await expect(alerta.getByRole('listitem').filter({ hasText: processo.numero })).toContainText(`prazo ${br(prazo.fim)}`);

  await card.getByRole('button', { name: 'Impugnação ao laudo' }).click();
  const contestar = med.getByRole('dialog', { name: 'Impugnação ao laudo' });
  await contestar.getByRole('button', { name: 'Apresentar impugnação' }).click();
  await expect(contestar.getByText('Confirme a impugnação ao laudo.')).toBeVisible();
  await contestar.getByLabel('Fundamentos da impugnação').fill('O laudo não considera o exame de imagem juntado.');
  await contestar.getByLabel(/Confirmo a impugnação ao laudo/).check();
  await contestar.getByRole('button', { name: 'Apresentar impugnação' }).click();
  await expect(med.getByText('Impugnação ao laudo apresentada. Etapa atual: Em Andamento.')).toBeVisible();
  await expect(card).toContainText('Em Andamento');
  await expect(alerta.getByRole('listitem').filter({ hasText: processo.numero })).toHaveCount(0);
  await medCtx.close();
});

test('the lawyer records the nomination and, with the quesitos filed, marks the art. 465 deadline as met', async ({ page }) => {
  const [advogado, medico] = await Promise.all([createUser('advogado'), createUser('medico')]);
  const processo = await criarProcesso(advogado);
  await assignPerito(processo, medico);
  const registrado = await api('POST', '/api/prazos', { token: await tokenOf(advogado), data: { id_processo: processo.id, tipo: 'art465', dataIntimacao: hojeSP() } });
  expect(registrado.status).toBe(201);

  await apiLogin(page, advogado);
  await page.goto(processo.url);
  const prazos = page.getByRole('region', { name: 'Prazos processuais' });
  const item = prazos.getByRole('listitem').filter({ hasText: 'CPC art. 465' });
  await expect(item).toContainText('Aberto');
  await item.getByRole('button', { name: /^Marcar como cumprido/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Marcar prazo como cumprido' });
  await expect(dialog).toContainText('os lembretes dele param');
  await dialog.getByRole('button', { name: 'Marcar como cumprido' }).click();
  await expect(page.getByText('Prazo marcado como cumprido.')).toBeVisible();
  await expect(item).toContainText('Cumprido');
  await expect(item.getByRole('button', { name: /^Marcar como cumprido/ })).toHaveCount(0);

  const { body: abertos } = await api<{ id_processo: number }[]>('GET', '/api/prazos', { token: await tokenOf(advogado) });
  expect(abertos.some((p) => p.id_processo === processo.id)).toBe(false);
  await page.goto(`${processo.url}?tab=cronologia`);
  await expect(page.getByRole('list', { name: 'Cronologia do processo' })).toContainText('Prazo cumprido: Quesitos e assistente técnico');
});
