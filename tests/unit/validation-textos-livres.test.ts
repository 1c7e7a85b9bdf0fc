import { describe, expect, it } from 'vitest';
import { MSG_CONTROL_CHARS } from '@/lib/validation/common';
import { eventoManualSchema } from '@/lib/validation/linha-do-tempo';
import { checklistSchema, confirmacaoSchema, peritoJudicialSchema } from '@/lib/validation/periciado';
import { modeloSchema } from '@/lib/validation/quesitos-modelos';

/** Free texts added in the fourth round refuse control characters, like every other text the product stores. */
const modelo = { titulo: 'Incapacidade — cardiologia', tipoAcao: 'incapacidade', especialidade: 'Cardiologia', fonte: 'Redação própria.', quesitos: ['O periciado é portador de doença?'] };

function mensagens(r: { success: boolean; error?: { issues: { message: string }[] } }) {
  return r.success ? [] : r.error!.issues.map((i) => i.message);
}

describe('textos livres', () => {
  it('aceita os corpos válidos', () => {
    expect(modeloSchema.safeParse(modelo).success).toBe(true);
    expect(eventoManualSchema.safeParse({ data: '2024-03-10', evento: 'Internação' }).success).toBe(true);
    expect(checklistSchema.safeParse({ itens: ['Documento com foto'] }).success).toBe(true);
    expect(peritoJudicialSchema.safeParse({ peritoJudicial: 'Dra. Ana' }).success).toBe(true);
    expect(confirmacaoSchema.safeParse({ comparecera: false, motivo: 'Viagem marcada' }).success).toBe(true);
  });

  it.each([
    ['título do modelo', () => modeloSchema.safeParse({ ...modelo, titulo: 'Título\u0007' })],
    ['especialidade do modelo', () => modeloSchema.safeParse({ ...modelo, especialidade: 'Cardio\u001b[31m' })],
    ['quesito do modelo', () => modeloSchema.safeParse({ ...modelo, quesitos: ['Quesito\u0000'] })],
    ['evento da linha do tempo', () => eventoManualSchema.safeParse({ data: '2024-03-10', evento: 'Alta\u007f' })],
    ['trecho da linha do tempo', () => eventoManualSchema.safeParse({ data: '2024-03-10', evento: 'Alta', trecho: 'x\u0000' })],
    ['item do checklist', () => checklistSchema.safeParse({ itens: ['RG\u0000'] })],
    ['perito do juízo', () => peritoJudicialSchema.safeParse({ peritoJudicial: 'Dr.\u0008' })],
    ['motivo da ausência', () => confirmacaoSchema.safeParse({ comparecera: false, motivo: 'Viagem\u0000' })],
  ])('recusa caractere de controle: %s', (_, parse) => {
    expect(mensagens(parse())).toContain(MSG_CONTROL_CHARS);
  });
});
