/** The 27 federative units in the order of Res. CNJ 65/2008 (index + 1 = TR of the TJ and of the TRE). */
export const UFS = [
  'AC', 'AL', 'AP', 'AM', 'BA', 'CE', 'DF', 'ES', 'GO', 'MA', 'MT', 'MS', 'MG', 'PA',
  'PB', 'PR', 'PE', 'PI', 'RJ', 'RN', 'RS', 'RO', 'RR', 'SC', 'SE', 'SP', 'TO',
] as const;

export type Uf = (typeof UFS)[number];

export const isUf = (value: string): value is Uf => (UFS as readonly string[]).includes(value);
