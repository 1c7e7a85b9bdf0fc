import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CalculadoraPrazos } from '@/components/site/calculadora-prazos';
import { buildCnj, segmentoJTR } from '@/lib/domain/cnj';
import { TIPO_JUSTICA, TIPOS_JUSTICA } from '@/lib/domain/labels';

describe('segmentoJTR', () => {
  it('reads the J.TR of a masked number or of 20 bare digits', () => {
    const numero = buildCnj(1234567, 2026, 8, 19, 1);
    expect(segmentoJTR(numero)).toBe('8.19');
    expect(segmentoJTR(` ${numero.replace(/\D/g, '')} `)).toBe('8.19');
    expect(segmentoJTR('0000000-00.2026.4.03.0001')).toBe('4.03');
  });

  it('gives null for anything that is not a whole number', () => {
    expect(segmentoJTR('8.19')).toBeNull();
    expect(segmentoJTR('1234567-89.2026.8.19')).toBeNull();
    expect(segmentoJTR('')).toBeNull();
  });
});

describe('the public deadline calculator', () => {
  it('offers every Tipo de Justiça with the domain label', () => {
    const html = renderToStaticMarkup(createElement(CalculadoraPrazos));
    const opcoes = [...html.matchAll(/<option value="([^"]+)"[^>]*>([^<]+)<\/option>/g)].map((m) => [m[1], m[2]]);
    expect(opcoes).toEqual(TIPOS_JUSTICA.map((c) => [c, TIPO_JUSTICA.label[c]]));
  });
});
