import { describe, expect, it } from 'vitest';
import { contatoRecebido } from '@/lib/mail/templates/contato-recebido';
import { entregaPublicada } from '@/lib/mail/templates/entrega-publicada';

describe('mail templates of entregas and contato (lib/mail/templates/layout)', () => {
  it('entregaPublicada says whether it is a correction, in the subject and in both parts', () => {
    const base = { nomeAdvogado: 'Dra. Ana', titulo: 'Parecer', fase: 'Fase 1 – Resumo do processo', processo: 'processo nº 1', link: 'http://x/processo/1' };
    const nova = entregaPublicada({ ...base, correcao: false });
    expect(nova.subject).toBe('Entrega publicada: Parecer – processo nº 1');
    expect(nova.text).toContain('A entrega "Parecer" (Fase 1 – Resumo do processo) do processo nº 1 foi publicada.');
    const corrigida = entregaPublicada({ ...base, correcao: true });
    expect(corrigida.subject).toBe('Entrega corrigida: Parecer – processo nº 1');
    expect(corrigida.text).toContain('foi corrigida e publicada de novo.');
    expect(corrigida.html).toContain('O documento corrigido está disponível em PDF e DOCX');
  });

  it('contatoRecebido keeps the visitor’s message as typed (escaped in the HTML)', () => {
    const m = contatoRecebido({ id: 7, nome: 'Maria', email: 'maria@teste.com.br', assunto: 'Dúvida', mensagem: 'Olá <b>\nTudo bem?' });
    expect(m.subject).toBe('Contato pelo site: Dúvida');
    expect(m.text).toBe(
      'Nova mensagem enviada pelo formulário de contato do site (nº 7).\n\nNome: Maria\nE-mail: maria@teste.com.br\nAssunto: Dúvida\n\nOlá <b>\nTudo bem?\n',
    );
    expect(m.html).toContain('<p style="white-space:pre-wrap">Olá &lt;b&gt;\nTudo bem?</p>');
  });
});
