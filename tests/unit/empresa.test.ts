import { describe, expect, it } from 'vitest';
import {
  EMPRESA_VAZIA,
  formatCepDigits,
  formatCnpjDigits,
  mailtoUrl,
  mapaLinkUrl,
  nomeExibicao,
  NOME_PRODUTO,
  telHref,
  whatsappUrl,
} from '@/lib/domain/empresa';
import { empresaSchema } from '@/lib/validation/empresa';
import { inviteSchema } from '@/lib/validation/users';

describe("the firm's identity as the public pages show it", () => {
  it('name: nome fantasia, else razão social, else the product name (never invented data)', () => {
    expect(nomeExibicao(EMPRESA_VAZIA)).toBe(NOME_PRODUTO);
    expect(nomeExibicao({ ...EMPRESA_VAZIA, razaoSocial: 'Clínica X Ltda.' })).toBe('Clínica X Ltda.');
    expect(nomeExibicao({ ...EMPRESA_VAZIA, razaoSocial: 'Clínica X Ltda.', nomeFantasia: 'Clínica X' })).toBe('Clínica X');
  });
  it('formats digits for display; nothing stays nothing', () => {
    expect(formatCnpjDigits('11222333000181')).toBe('11.222.333/0001-81');
    expect(formatCepDigits('01310100')).toBe('01310-100');
    expect(formatCnpjDigits(null)).toBeNull();
    expect(telHref('1140001234')).toBe('tel:+551140001234');
    expect(whatsappUrl('11940001234')).toMatch(/^https:\/\/wa\.me\/5511940001234\?text=Ol%C3%A1/);
    expect(mailtoUrl('a@b.com.br')).toBe('mailto:a@b.com.br?subject=Contato%20pelo%20Site');
  });
  it('a map link only when there is an address', () => {
    expect(mapaLinkUrl(EMPRESA_VAZIA)).toBeNull();
    expect(mapaLinkUrl({ ...EMPRESA_VAZIA, endereco: 'Rua A, 1', cidade: 'São Paulo – SP', cep: '01310100' })).toBe(
      `https://www.openstreetmap.org/search?query=${encodeURIComponent('Rua A, 1, São Paulo – SP, 01310-100')}`,
    );
  });
});

describe('PUT /api/empresa body', () => {
  it('partial: only the keys sent; masked numbers become digits; "" and null clear', () => {
    expect(empresaSchema.parse({ cnpj: '11.222.333/0001-81' })).toEqual({ cnpj: '11222333000181' });
    expect(empresaSchema.parse({ telefone: '', pix: null, razaoSocial: '  Clínica  ' })).toEqual({ telefone: null, pix: null, razaoSocial: 'Clínica' });
    expect(empresaSchema.parse({ email: 'A@B.COM.BR' })).toEqual({ email: 'a@b.com.br' });
  });
  it('CNPJ by its check digits, phones by DDD, CEP by length; at least one field', () => {
    expect(empresaSchema.safeParse({ cnpj: '11.222.333/0001-82' }).success).toBe(false);
    expect(empresaSchema.safeParse({ cnpj: '00000000000000' }).success).toBe(false);
    expect(empresaSchema.safeParse({ whatsapp: '(00) 91234-5678' }).success).toBe(false);
    expect(empresaSchema.safeParse({ cep: '0131010' }).success).toBe(false);
    expect(empresaSchema.safeParse({}).success).toBe(false);
    expect(empresaSchema.safeParse({ depoimentos: Array.from({ length: 13 }, () => ({ texto: 't', nome: 'n' })) }).success).toBe(false);
  });
});

describe('POST /api/user/invite body', () => {
  it('nome, e-mail (lower case) and one of the three roles', () => {
    expect(inviteSchema.parse({ nome: ' Ana ', email: 'ANA@X.COM.BR', role: 'medico' })).toEqual({ nome: 'Ana', email: 'ana@x.com.br', role: 'medico' });
    expect(inviteSchema.safeParse({ nome: 'Ana', email: 'ana@x.com.br', role: 'root' }).success).toBe(false);
    expect(inviteSchema.safeParse({ nome: '', email: 'ana@x.com.br', role: 'admin' }).success).toBe(false);
  });
});
