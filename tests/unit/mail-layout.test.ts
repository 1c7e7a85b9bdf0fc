import { describe, expect, it } from 'vitest';
import { link, renderMail, strong } from '@/lib/mail/templates/layout';

describe('renderMail: text and HTML from the same blocks', () => {
  const mail = renderMail('Assunto', [
    'Olá, <Ana> & cia.',
    ['Valor: ', strong('R$ 10,00'), '; ', link('ver o processo', 'https://pmj.example/processo/1?a=1&b=2'), '.'],
    { button: 'Criar minha senha', href: 'https://pmj.example/reset-password?token=abc' },
    { pre: 'linha 1\nlinha 2' },
    { note: 'Rodapé.' },
  ]);

  it('writes every paragraph in the text, links with their address', () => {
    expect(mail.subject).toBe('Assunto');
    expect(mail.text).toBe(
      [
        'Olá, <Ana> & cia.',
        'Valor: R$ 10,00; ver o processo (https://pmj.example/processo/1?a=1&b=2).',
        'Criar minha senha: https://pmj.example/reset-password?token=abc',
        'linha 1\nlinha 2',
        'Rodapé.',
      ].join('\n\n') + '\n',
    );
  });

  it('writes the same paragraphs in a pt-BR HTML document, escaped', () => {
    expect(mail.html).toContain('<html lang="pt-BR">');
    expect(mail.html).toContain('<p>Olá, &lt;Ana&gt; &amp; cia.</p>');
    expect(mail.html).toContain('<strong>R$ 10,00</strong>');
    expect(mail.html).toContain('<a href="https://pmj.example/processo/1?a=1&amp;b=2">ver o processo</a>');
    expect(mail.html).toContain('>Criar minha senha</a>');
    expect(mail.html).toContain('<span style="word-break:break-all">https://pmj.example/reset-password?token=abc</span>');
    expect(mail.html).toContain('<p style="white-space:pre-wrap">linha 1\nlinha 2</p>');
    expect(mail.html).toContain('<p style="color:#555">Rodapé.</p>');
    expect(mail.html.match(/<p[ >]/g)).toHaveLength(6);
  });
});
