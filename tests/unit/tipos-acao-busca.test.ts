import { describe, expect, it } from 'vitest';
import { TIPO_ACAO, tipoAcaoOf, tiposAcaoDaBusca } from '@/lib/domain/labels';

describe('benefit names in force (issue 34 item 6)', () => {
  it('the screens show the names in force; the API keeps SPEC strings', () => {
    expect(TIPO_ACAO.label.auxilio_doenca).toBe('Auxílio por incapacidade temporária');
    expect(TIPO_ACAO.label.aposentadoria_invalidez).toBe('Aposentadoria por incapacidade permanente');
    expect(TIPO_ACAO.api.auxilio_doenca).toBe('Auxílio Doença');
    expect(TIPO_ACAO.api.aposentadoria_invalidez).toBe('Aposentadoria por Invalidez');
  });

  it('input accepts the old and the new names', () => {
    for (const t of ['Auxílio Doença', 'Auxílio-doença', 'Auxílio por incapacidade temporária', 'auxilio_doenca']) expect(tipoAcaoOf(t)).toBe('auxilio_doenca');
    for (const t of ['Aposentadoria por Invalidez', 'Aposentadoria por invalidez', 'Aposentadoria por incapacidade permanente']) {
      expect(tipoAcaoOf(t)).toBe('aposentadoria_invalidez');
    }
  });

  it('a search term finds the kind by its old or new name, accents, hyphens and case ignored', () => {
    expect(tiposAcaoDaBusca('auxilio-doenca')).toEqual(['auxilio_doenca']);
    expect(tiposAcaoDaBusca('Auxílio Doença')).toEqual(['auxilio_doenca']);
    expect(tiposAcaoDaBusca('incapacidade temporaria')).toEqual(['auxilio_doenca']);
    expect(tiposAcaoDaBusca('INVALIDEZ')).toEqual(['aposentadoria_invalidez']);
    expect(tiposAcaoDaBusca('incapacidade')).toEqual(['aposentadoria_invalidez', 'auxilio_doenca']);
  });

  it('short terms, names and numbers name no kind', () => {
    expect(tiposAcaoDaBusca('aux')).toEqual([]);
    expect(tiposAcaoDaBusca('Maria da Silva')).toEqual([]);
    expect(tiposAcaoDaBusca('0001234-56.2024')).toEqual([]);
  });
});
