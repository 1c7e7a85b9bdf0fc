import { describe, expect, it } from 'vitest';
import {
  linhaOab,
  linhaRegistroMedico,
  listaPortuguesa,
  localEData,
  msgRegistroFaltante,
  normalizarCrm,
  normalizarOab,
  normalizarRqe,
  normalizarUf,
  registroMedicoFaltante,
  registroNaLista,
} from '@/lib/domain/registro-profissional';
import { registerSchema } from '@/lib/validation/users';
import { registroAdvogadoSchema, registroMedicoSchema } from '@/lib/validation/registro-profissional';

describe('CRM, RQE, OAB and UF as typed', () => {
  it('CRM: digits only (dots and spaces dropped, leading zeros too), 1 to 7 digits', () => {
    expect(normalizarCrm('123456')).toBe('123456');
    expect(normalizarCrm(' 123.456 ')).toBe('123456');
    expect(normalizarCrm('0012345')).toBe('12345');
    expect(normalizarCrm('1234567')).toBe('1234567');
    expect(normalizarCrm('12345678')).toBeNull();
    expect(normalizarCrm('CRM123')).toBeNull();
    expect(normalizarCrm('0000')).toBeNull();
    expect(normalizarCrm('')).toBeNull();
    expect(normalizarRqe('4.321')).toBe('4321');
  });
  it('OAB: up to 6 digits with the inscription letter after a dash', () => {
    expect(normalizarOab('123456')).toBe('123456');
    expect(normalizarOab('123.456')).toBe('123456');
    expect(normalizarOab('12345a')).toBe('12345-A');
    expect(normalizarOab('12345-B')).toBe('12345-B');
    expect(normalizarOab('1234567')).toBeNull();
    expect(normalizarOab('12-AB')).toBeNull();
    expect(normalizarOab('SP123')).toBeNull();
  });
  it('UF: one of the 27, any case', () => {
    expect(normalizarUf(' sp ')).toBe('SP');
    expect(normalizarUf('DF')).toBe('DF');
    expect(normalizarUf('XX')).toBeNull();
    expect(normalizarUf('')).toBeNull();
  });
});

describe('what a médico must fill in before publishing', () => {
  it('names each missing part, in the form order', () => {
    expect(registroMedicoFaltante({ crm: null, crmUf: null, especialidade: null })).toEqual(['CRM', 'UF do CRM', 'especialidade']);
    expect(registroMedicoFaltante({ crm: '1', crmUf: 'SP', especialidade: '  ' })).toEqual(['especialidade']);
    expect(registroMedicoFaltante({ crm: '1', crmUf: 'SP', especialidade: 'Ortopedia', rqe: null })).toEqual([]);
  });
  it('the 409 message, own or the case perito', () => {
    expect(listaPortuguesa(['CRM', 'UF do CRM', 'especialidade'])).toBe('CRM, UF do CRM e especialidade');
    expect(msgRegistroFaltante(['CRM', 'UF do CRM', 'especialidade'], true)).toBe(
      'Complete seu registro profissional em Perfil profissional antes de publicar: faltam CRM, UF do CRM e especialidade.',
    );
    expect(msgRegistroFaltante(['especialidade'], false)).toBe(
      'O perito do processo precisa completar o registro profissional em Perfil profissional antes de publicar: falta especialidade.',
    );
  });
});

describe('the signature block lines', () => {
  it('CRM/UF · especialidade · RQE (only when given); OAB as lawyers write it', () => {
    expect(linhaRegistroMedico({ crm: '123456', crmUf: 'SP', especialidade: 'Ortopedia e Traumatologia', rqe: '6789' })).toBe('CRM 123456/SP · Ortopedia e Traumatologia · RQE 6789');
    expect(linhaRegistroMedico({ crm: '98765', crmUf: 'MG', especialidade: 'Medicina do Trabalho', rqe: null })).toBe('CRM 98765/MG · Medicina do Trabalho');
    expect(linhaOab({ oabNumero: '12345-A', oabUf: 'RJ' })).toBe('OAB/RJ 12345-A');
  });
  it('place and date in words; the date alone when the city is unknown', () => {
    expect(localEData('São Paulo', '2026-11-25')).toBe('São Paulo, 25 de novembro de 2026');
    expect(localEData(null, '2026-03-01')).toBe('1 de março de 2026');
    expect(localEData('  ', '2026-12-31')).toBe('31 de dezembro de 2026');
  });
});

describe("the Usuários list's 'Registro profissional'", () => {
  const vazio = { crm: null, crmUf: null, especialidade: null, rqe: null, oabNumero: null, oabUf: null };
  it("a complete médico: the signature line (RQE only when given); an incomplete one names what is missing", () => {
    expect(registroNaLista('medico', { ...vazio, crm: '12345', crmUf: 'SP', especialidade: 'Ortopedia' })).toEqual({ texto: 'CRM 12345/SP · Ortopedia', pendente: false });
    expect(registroNaLista('medico', { ...vazio, crm: '12345', crmUf: 'SP', especialidade: 'Ortopedia', rqe: '77' })).toEqual({ texto: 'CRM 12345/SP · Ortopedia · RQE 77', pendente: false });
    expect(registroNaLista('medico', vazio)).toEqual({ texto: 'Não informado', pendente: true });
    expect(registroNaLista('medico', { ...vazio, crm: '12345', crmUf: 'SP', especialidade: '  ' })).toEqual({ texto: 'Incompleto: falta especialidade', pendente: true });
    expect(registroNaLista('medico', { ...vazio, especialidade: 'Psiquiatria' })).toEqual({ texto: 'Incompleto: faltam CRM e UF do CRM', pendente: true });
  });
  it('an advogado: the OAB, or not informed (number and UF go together); an admin has none', () => {
    expect(registroNaLista('advogado', { ...vazio, oabNumero: '123456', oabUf: 'SP' })).toEqual({ texto: 'OAB/SP 123456', pendente: false });
    expect(registroNaLista('advogado', { ...vazio, oabNumero: '123456' })).toEqual({ texto: 'Não informado', pendente: true });
    expect(registroNaLista('advogado', vazio)).toEqual({ texto: 'Não informado', pendente: true });
    expect(registroNaLista('admin', { ...vazio, crm: '1', crmUf: 'SP', especialidade: 'X' })).toBeNull();
  });
});

describe('the schemas built on these rules', () => {
  it('médico: CRM, UF and especialidade required, RQE optional', () => {
    expect(registroMedicoSchema.parse({ crm: '123.456', crmUf: 'sp', especialidade: ' Ortopedia ', rqe: '' })).toEqual({ crm: '123456', crmUf: 'SP', especialidade: 'Ortopedia', rqe: null });
    const r = registroMedicoSchema.safeParse({ crm: 'abc', crmUf: 'ZZ', especialidade: 'x' });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['crm', 'CRM inválido: informe apenas os números do registro (até 7 dígitos).'],
      ['crmUf', 'Selecione a UF do CRM.'],
      ['especialidade', 'Informe a especialidade (de 3 a 120 caracteres).'],
    ]);
  });
  it('advogado: OAB number and UF together or neither', () => {
    expect(registroAdvogadoSchema.parse({ oabNumero: '12345a', oabUf: 'rj' })).toEqual({ oabNumero: '12345-A', oabUf: 'RJ' });
    expect(registroAdvogadoSchema.parse({ oabNumero: '', oabUf: '' })).toEqual({ oabNumero: null, oabUf: null });
    const r = registroAdvogadoSchema.safeParse({ oabNumero: '123456' });
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['oabUf', 'Informe o número e a UF da OAB juntos (ou deixe os dois em branco).']]);
  });
  it("registration (SPEC call 9): the OAB pair is optional, SPEC's body alone still passes", () => {
    const spec = { nome: 'Ana', email: 'ana@x.com.br', senha: 'uma-senha-boa-9', confirmarSenha: 'uma-senha-boa-9', escritorio: '', endereco: 'Rua A, 1', cpf: '529.982.247-25', telefone: '(11) 98765-4321' };
    expect(registerSchema.parse(spec)).toMatchObject({ oabNumero: null, oabUf: null });
    expect(registerSchema.parse({ ...spec, oabNumero: '123456', oabUf: 'SP' })).toMatchObject({ oabNumero: '123456', oabUf: 'SP' });
    expect(registerSchema.safeParse({ ...spec, oabNumero: '1234567', oabUf: 'SP' }).success).toBe(false);
  });
});
