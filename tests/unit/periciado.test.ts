import { describe, expect, it } from 'vitest';
import { CHECKLIST_PADRAO, normalizarChecklist } from '@/lib/domain/periciado/checklist';
import { expiracaoDoLink, linkDoPericiado } from '@/lib/domain/periciado/link';
import { mensagemEmail, preencherTemplate, templateWhatsapp, TEXTOS_TEMPLATES } from '@/lib/domain/periciado/mensagens';
import { localDaPericia } from '@/lib/domain/periciado/local';
import { assinaturaValida, assinaturaWebhook, mascararEmail, mascararTelefone, pedeParaSair, telefoneWhatsapp } from '@/lib/domain/periciado/whatsapp';
import { AVISO_PERICIADO_TIPOS } from '@/lib/domain/periciado/codes';

// 12/03/2041 09:00 in Brasília is 12:00 UTC (no daylight saving).
const INICIO = new Date('2041-03-12T12:00:00.000Z');
const DADOS = { dataStart: INICIO, local: 'Fórum Federal, Av. Paulista 1842, São Paulo/SP', link: 'https://app.exemplo/p/abc' };

describe('checklist', () => {
  it('trims, drops empties and repeats ignoring case and accents, keeps the order', () => {
    expect(normalizarChecklist(['  Exames  ', 'CNIS', 'exames', '', 'Prontuários', 'prontuarios', 'Receitas   médicas'])).toEqual([
      'Exames',
      'CNIS',
      'Prontuários',
      'Receitas médicas',
    ]);
  });
  it('the firm default covers the usual documents', () => {
    expect(CHECKLIST_PADRAO.join(' ')).toMatch(/foto.*Exames.*Receitas.*Atestados.*CTPS.*CNIS.*Prontuários/s);
  });
});

describe('link', () => {
  it('expires at the end of the day after the perícia, Brasília time', () => {
    expect(expiracaoDoLink(INICIO).toISOString()).toBe('2041-03-14T03:00:00.000Z');
    // 23:30 in Brasília is already the next day in UTC: the São Paulo date counts.
    expect(expiracaoDoLink(new Date('2041-03-13T02:30:00.000Z')).toISOString()).toBe('2041-03-14T03:00:00.000Z');
  });
  it('is /p/{token} on the app URL', () => {
    expect(linkDoPericiado('https://x.com.br/', 'T')).toBe('https://x.com.br/p/T');
  });
  it('tells a teleperícia link from an address, and maps only the address', () => {
    expect(localDaPericia('https://meet.exemplo/sala')).toEqual({ tipo: 'tele', url: 'https://meet.exemplo/sala' });
    const e = localDaPericia('Rua A, 1');
    expect(e).toMatchObject({ tipo: 'endereco', endereco: 'Rua A, 1' });
    expect(e && e.tipo === 'endereco' && e.mapa).toBe('https://www.google.com/maps/search/?api=1&query=Rua%20A%2C%201');
    expect(localDaPericia('  ')).toBeNull();
  });
});

describe('message texts', () => {
  it('the e-mail says date, time (Brasília), place and link', () => {
    const m = mensagemEmail('marcada', DADOS);
    expect(m.assunto).toBe('Perícia marcada');
    expect(m.linhas).toEqual([
      'A perícia foi marcada para 12/03/2041 às 09:00 (horário de Brasília).',
      'Local: Fórum Federal, Av. Paulista 1842, São Paulo/SP.',
      'Tudo sobre a perícia (o que levar, confirmação de presença): https://app.exemplo/p/abc',
    ]);
    expect(mensagemEmail('cancelada', DADOS).linhas).toEqual(['A perícia de 12/03/2041 às 09:00 (horário de Brasília) foi cancelada.']);
    expect(mensagemEmail('lembrete1', { ...DADOS, link: null, local: null }).linhas).toEqual([
      'Lembrete: a perícia é amanhã, 12/03/2041 às 09:00 (horário de Brasília).',
      'Local: a confirmar.',
      'Para os detalhes, peça o link ao seu advogado.',
    ]);
  });
  it('each WhatsApp template gets its parameters in order, and its registered text reads well', () => {
    expect(templateWhatsapp('marcada', DADOS)).toEqual({ chave: 'AGENDADA', parametros: ['12/03/2041', '09:00', DADOS.local, DADOS.link] });
    const lembrete = templateWhatsapp('lembrete3', DADOS);
    expect(preencherTemplate(TEXTOS_TEMPLATES[lembrete.chave], lembrete.parametros)).toBe(
      `Lembrete: sua perícia é em 3 dias, 12/03/2041 às 09:00 (horário de Brasília). Local: ${DADOS.local}. Detalhes: ${DADOS.link}. Para não receber mais mensagens, responda SAIR.`,
    );
    for (const tipo of AVISO_PERICIADO_TIPOS) {
      const t = templateWhatsapp(tipo, DADOS);
      // Every placeholder of the registered text has its parameter, and no parameter is left over.
      const n = (TEXTOS_TEMPLATES[t.chave].match(/\{\{\d+\}\}/g) ?? []).length;
      expect(t.parametros, tipo).toHaveLength(n);
    }
  });
  it('no notice can carry anything but date, time, place and link (no health words in the fixed texts)', () => {
    const textos = [...Object.values(TEXTOS_TEMPLATES), ...AVISO_PERICIADO_TIPOS.flatMap((t) => mensagemEmail(t, DADOS).linhas)].join(' ');
    expect(textos).not.toMatch(/CID|diagn|doen|incapac|laudo|quesito|CPF/i);
  });
});

describe('WhatsApp rules', () => {
  const SECRET = 'segredo-do-app-123';
  const corpo = '{"object":"whatsapp_business_account"}';
  it('accepts only the exact HMAC-SHA256 of the raw body', () => {
    const assinatura = assinaturaWebhook(corpo, SECRET);
    expect(assinatura).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(assinaturaValida(corpo, assinatura, SECRET)).toBe(true);
    expect(assinaturaValida(Buffer.from(corpo), assinatura, SECRET)).toBe(true);
    expect(assinaturaValida(`${corpo} `, assinatura, SECRET)).toBe(false);
    expect(assinaturaValida(corpo, assinaturaWebhook(corpo, 'outro-segredo'), SECRET)).toBe(false);
    expect(assinaturaValida(corpo, assinatura.slice(0, -1), SECRET)).toBe(false);
    expect(assinaturaValida(corpo, null, SECRET)).toBe(false);
    expect(assinaturaValida(corpo, assinatura, '')).toBe(false);
  });
  it('reads a Brazilian phone in any usual format', () => {
    for (const t of ['(11) 98765-4321', '+55 11 98765 4321', '011987654321', '11987654321', '5511987654321']) expect(telefoneWhatsapp(t), t).toBe('5511987654321');
    expect(telefoneWhatsapp('(11) 3000-1234')).toBe('551130001234');
    for (const t of ['12345', '(11) 88765-4321', '(00) 98765-4321', 'abc']) expect(telefoneWhatsapp(t), t).toBeNull();
  });
  it('masks phones and e-mails', () => {
    expect(mascararTelefone('5511987654321')).toBe('(11) 9****-4321');
    expect(mascararEmail('maria.silva@exemplo.com')).toBe('m***@exemplo.com');
  });
  it("'SAIR' and 'PARAR' opt out, in any case and with punctuation; other words do not", () => {
    for (const t of ['SAIR', 'sair', ' Sair. ', 'PARAR!', 'parar']) expect(pedeParaSair(t), t).toBe(true);
    for (const t of ['sair daqui', 'ok', '', null]) expect(pedeParaSair(t), String(t)).toBe(false);
  });
});
