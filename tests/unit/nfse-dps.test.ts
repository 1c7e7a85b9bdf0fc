import { describe, expect, it } from 'vitest';
import { aliquotaParaDecimal, centavosParaDecimal, dataHoraDps, enderecoDoCadastro, idDps, issCentavos, montarDps, textoDps, tomadorDoCadastro } from '@/lib/domain/nfse/dps';
import { codigoMunicipioIbge, RENOMEADOS_SEM_CODIGO } from '@/lib/domain/municipios';
import { meusDadosSchema } from '@/lib/validation/lgpd';
import { documentoTomador, NFSE_STATUS_LABELS, pendenciasNfse, type NfseConfig } from '@/lib/domain/nfse/config';
import { assinarXml, verificarAssinatura } from '@/lib/nfse/assinatura';
import { abrirCertificadoNfse } from '@/lib/nfse/certificado';
import { validarXsd } from '@/lib/nfse/xsd';
import { gerarCaTeste, gerarEcnpjPfx } from '../support/nfse-certificados';

const config: NfseConfig = {
  cnpj: '11222333000181',
  razaoSocial: 'PERICIAS TESTE LTDA',
  inscricaoMunicipal: '12345',
  codigoMunicipio: '3550308',
  regime: 'lucro_presumido',
  servicos: [{ fase: '1', cTribNac: '040101', descricao: 'Assistência técnica em perícia médica', cNBS: '123012100' }],
  aliquotaIss: 2.5,
  issRetido: false,
  serie: '900',
  proximoNumero: 31,
  ambiente: 'producao_restrita',
};

const entrada = {
  config,
  numero: 31,
  emitidaEm: new Date('2026-01-05T17:30:00Z'),
  competencia: '2026-01-05',
  tomador: { nome: 'Ana Lima Advocacia', cpf: '12345678909', email: 'ana@lima.adv.br' },
  servico: { cTribNac: '040101', cNBS: '123012100', descricao: 'Fase 1 – Resumo do processo' },
  valorCentavos: 120_050,
};

describe('DPS do leiaute nacional 1.01', () => {
  it('monta os campos exatos de uma DPS para um pagamento', () => {
    const { xml, id } = montarDps(entrada);
    expect(id).toBe('DPS355030821122233300018100900000000000000031');
    expect(id).toHaveLength(45);
    expect(xml).toBe(
      '<DPS xmlns="http://www.sped.fazenda.gov.br/nfse" versao="1.01"><infDPS Id="DPS355030821122233300018100900000000000000031">' +
        '<tpAmb>2</tpAmb><dhEmi>2026-01-05T14:30:00-03:00</dhEmi><verAplic>PMJ-NFSe-1.0</verAplic><serie>900</serie><nDPS>31</nDPS>' +
        '<dCompet>2026-01-05</dCompet><tpEmit>1</tpEmit><cLocEmi>3550308</cLocEmi>' +
        '<prest><CNPJ>11222333000181</CNPJ><IM>12345</IM><regTrib><opSimpNac>1</opSimpNac><regEspTrib>0</regEspTrib></regTrib></prest>' +
        '<toma><CPF>12345678909</CPF><xNome>Ana Lima Advocacia</xNome><email>ana@lima.adv.br</email></toma>' +
        '<serv><locPrest><cLocPrestacao>3550308</cLocPrestacao></locPrest><cServ><cTribNac>040101</cTribNac><xDescServ>Fase 1 - Resumo do processo</xDescServ><cNBS>123012100</cNBS></cServ></serv>' +
        '<valores><vServPrest><vServ>1200.50</vServ></vServPrest><trib><tribMun><tribISSQN>1</tribISSQN><tpRetISSQN>1</tpRetISSQN><pAliq>2.50</pAliq></tribMun>' +
        '<totTrib><indTotTrib>0</indTotTrib></totTrib></trib></valores></infDPS></DPS>',
    );
  });

  it('tomador com CNPJ (escritório pessoa jurídica): <CNPJ> no lugar do CPF e a razão social em xNome, válida no XSD', async () => {
    const tomador = tomadorDoCadastro({ nome: 'Ana Lima', escritorio: 'Lima & Associados Advogados', cpf: '123.456.789-09', cnpj: '11.444.777/0001-61', email: 'ana@lima.adv.br' });
    expect(tomador).toEqual({ nome: 'Lima & Associados Advogados', cnpj: '11444777000161', cpf: null, email: 'ana@lima.adv.br' });
    const { xml, id } = montarDps({ ...entrada, tomador: tomador! });
    expect(id).toBe('DPS355030821122233300018100900000000000000031');
    expect(xml).toBe(
      '<DPS xmlns="http://www.sped.fazenda.gov.br/nfse" versao="1.01"><infDPS Id="DPS355030821122233300018100900000000000000031">' +
        '<tpAmb>2</tpAmb><dhEmi>2026-01-05T14:30:00-03:00</dhEmi><verAplic>PMJ-NFSe-1.0</verAplic><serie>900</serie><nDPS>31</nDPS>' +
        '<dCompet>2026-01-05</dCompet><tpEmit>1</tpEmit><cLocEmi>3550308</cLocEmi>' +
        '<prest><CNPJ>11222333000181</CNPJ><IM>12345</IM><regTrib><opSimpNac>1</opSimpNac><regEspTrib>0</regEspTrib></regTrib></prest>' +
        '<toma><CNPJ>11444777000161</CNPJ><xNome>Lima &amp; Associados Advogados</xNome><email>ana@lima.adv.br</email></toma>' +
        '<serv><locPrest><cLocPrestacao>3550308</cLocPrestacao></locPrest><cServ><cTribNac>040101</cTribNac><xDescServ>Fase 1 - Resumo do processo</xDescServ><cNBS>123012100</cNBS></cServ></serv>' +
        '<valores><vServPrest><vServ>1200.50</vServ></vServPrest><trib><tribMun><tribISSQN>1</tribISSQN><tpRetISSQN>1</tpRetISSQN><pAliq>2.50</pAliq></tribMun>' +
        '<totTrib><indTotTrib>0</indTotTrib></totTrib></trib></valores></infDPS></DPS>',
    );
    expect(await validarXsd(xml)).toEqual({ valido: true, erros: [] });
  });

  it('tomador com endereço completo: <end> com endNac (cMun, CEP), xLgr, nro, xCpl, xBairro entre xNome e email; válida no XSD', async () => {
    const cadastro = {
      nome: 'Ana Lima',
      escritorio: null,
      cpf: '123.456.789-09',
      cnpj: null,
      email: 'ana@lima.adv.br',
      cep: '01310-100',
      logradouro: ' Avenida Paulista ',
      numero: '1000',
      complemento: 'Conjunto 42 & 43',
      bairro: 'Bela Vista',
      municipio: 'São Paulo',
      uf: 'SP',
      codigoMunicipio: '3550308',
    };
    const tomador = tomadorDoCadastro(cadastro)!;
    expect(tomador.endereco).toEqual({ cep: '01310100', logradouro: 'Avenida Paulista', numero: '1000', complemento: 'Conjunto 42 & 43', bairro: 'Bela Vista', municipio: 'São Paulo', uf: 'SP', codigoMunicipio: '3550308' });
    const { xml } = montarDps({ ...entrada, tomador });
    expect(xml).toBe(
      '<DPS xmlns="http://www.sped.fazenda.gov.br/nfse" versao="1.01"><infDPS Id="DPS355030821122233300018100900000000000000031">' +
        '<tpAmb>2</tpAmb><dhEmi>2026-01-05T14:30:00-03:00</dhEmi><verAplic>PMJ-NFSe-1.0</verAplic><serie>900</serie><nDPS>31</nDPS>' +
        '<dCompet>2026-01-05</dCompet><tpEmit>1</tpEmit><cLocEmi>3550308</cLocEmi>' +
        '<prest><CNPJ>11222333000181</CNPJ><IM>12345</IM><regTrib><opSimpNac>1</opSimpNac><regEspTrib>0</regEspTrib></regTrib></prest>' +
        '<toma><CPF>12345678909</CPF><xNome>Ana Lima</xNome>' +
        '<end><endNac><cMun>3550308</cMun><CEP>01310100</CEP></endNac><xLgr>Avenida Paulista</xLgr><nro>1000</nro><xCpl>Conjunto 42 &amp; 43</xCpl><xBairro>Bela Vista</xBairro></end>' +
        '<email>ana@lima.adv.br</email></toma>' +
        '<serv><locPrest><cLocPrestacao>3550308</cLocPrestacao></locPrest><cServ><cTribNac>040101</cTribNac><xDescServ>Fase 1 - Resumo do processo</xDescServ><cNBS>123012100</cNBS></cServ></serv>' +
        '<valores><vServPrest><vServ>1200.50</vServ></vServPrest><trib><tribMun><tribISSQN>1</tribISSQN><tpRetISSQN>1</tpRetISSQN><pAliq>2.50</pAliq></tribMun>' +
        '<totTrib><indTotTrib>0</indTotTrib></totTrib></trib></valores></infDPS></DPS>',
    );
    expect(await validarXsd(xml)).toEqual({ valido: true, erros: [] });

    // Without a complemento: no xCpl (optional in TCEndereco); still valid.
    const semComplemento = montarDps({ ...entrada, tomador: tomadorDoCadastro({ ...cadastro, complemento: '  ' })! }).xml;
    expect(semComplemento).toContain('<nro>1000</nro><xBairro>Bela Vista</xBairro></end><email>');
    expect(await validarXsd(semComplemento)).toEqual({ valido: true, erros: [] });

    // Without a complete address (no bairro, no IBGE code, a bad CEP, a part with nothing the layout can carry): no
    // `end` at all, the DPS exactly as the first test's.
    for (const falta of [{ bairro: null }, { codigoMunicipio: null }, { cep: '0131010' }, { numero: '🙂' }, { uf: '' }]) {
      const t = tomadorDoCadastro({ ...cadastro, ...falta, nome: 'Ana Lima Advocacia', cpf: '12345678909' })!;
      expect(t).toEqual({ nome: 'Ana Lima Advocacia', cpf: '12345678909', cnpj: null, email: 'ana@lima.adv.br' });
      expect(montarDps({ ...entrada, tomador: t }).xml).toBe(montarDps(entrada).xml);
    }
    expect(enderecoDoCadastro({})).toBeNull();
  });

  it('tomador do cadastro: CNPJ quando houver, senão CPF; nome do escritório, senão o do advogado; sem documento, null', () => {
    expect(tomadorDoCadastro({ nome: 'Ana Lima', escritorio: null, cpf: '12345678909', cnpj: null })).toEqual({ nome: 'Ana Lima', cpf: '12345678909', cnpj: null, email: null });
    expect(tomadorDoCadastro({ nome: 'Ana Lima', escritorio: '', cpf: null, cnpj: '11444777000161' })).toEqual({ nome: 'Ana Lima', cpf: null, cnpj: '11444777000161', email: null });
    expect(tomadorDoCadastro({ nome: 'Ana Lima', escritorio: 'Lima Advocacia', cpf: '1234', cnpj: '' })).toBeNull();
    expect(tomadorDoCadastro({ nome: 'Ana Lima', escritorio: null, cpf: null, cnpj: null })).toBeNull();
  });

  it('Simples Nacional: regime do SN e sem alíquota; ISS retido: tpRetISSQN 2 com alíquota', () => {
    const sn = montarDps({ ...entrada, config: { ...config, regime: 'simples_nacional' } }).xml;
    expect(sn).toContain('<regTrib><opSimpNac>3</opSimpNac><regApTribSN>1</regApTribSN><regEspTrib>0</regEspTrib></regTrib>');
    expect(sn).not.toContain('pAliq');
    const retido = montarDps({ ...entrada, config: { ...config, regime: 'simples_nacional', issRetido: true } }).xml;
    expect(retido).toContain('<tpRetISSQN>2</tpRetISSQN><pAliq>2.50</pAliq>');
    const cnpj = montarDps({ ...entrada, tomador: { nome: 'Lima & Filhos <Adv>', cnpj: '11444777000161' } }).xml;
    expect(cnpj).toContain('<toma><CNPJ>11444777000161</CNPJ><xNome>Lima &amp; Filhos &lt;Adv&gt;</xNome></toma>');
  });

  it('valores em centavos viram decimais sem ponto flutuante; ISS arredondado ao centavo', () => {
    expect(centavosParaDecimal(0)).toBe('0.00');
    expect(centavosParaDecimal(5)).toBe('0.05');
    expect(centavosParaDecimal(12000)).toBe('120.00');
    expect(centavosParaDecimal(999_999_999_99)).toBe('999999999.99');
    expect(() => centavosParaDecimal(1.5)).toThrow(RangeError);
    expect(aliquotaParaDecimal(250)).toBe('2.50');
    expect(aliquotaParaDecimal(500)).toBe('5.00');
    expect(issCentavos(10_000, 250)).toBe(250);
    expect(issCentavos(33_333, 250)).toBe(833); // 833,325 → 833
    expect(issCentavos(33_340, 250)).toBe(834); // 833,5 → 834 (meio para cima)
  });

  it('numeração: id da DPS com série e número preenchidos com zeros; número fora da faixa recusado', () => {
    expect(idDps('3550308', '11222333000181', '1', 1)).toBe('DPS355030821122233300018100001000000000000001');
    expect(() => idDps('3550308', '11222333000181', '1', 0)).toThrow(RangeError);
    expect(() => idDps('3550308', '11222333000181', '1', 1_000_000_000_000_000)).toThrow(RangeError);
    expect(dataHoraDps(new Date('2026-07-01T03:00:00Z'))).toBe('2026-07-01T00:00:00-03:00');
    expect(textoDps('  Ana\n\tLima 🙂 ', 300)).toBe('Ana Lima');
  });

  it('diz o que falta nas configurações', () => {
    expect(pendenciasNfse(config, true, ['1'])).toEqual([]);
    expect(pendenciasNfse({ ...config, cnpj: null, servicos: [] }, false, ['1', 'pacote'])).toEqual([
      'CNPJ',
      'serviço (código nacional e descrição) da fase 1',
      'serviço (código nacional e descrição) da pacotes',
      'certificado digital e-CNPJ A1',
    ]);
  });

  it('é válida no XSD oficial, antes e depois de assinada; a assinatura confere com o certificado', async () => {
    const { xml } = montarDps(entrada);
    expect(await validarXsd(xml)).toEqual({ valido: true, erros: [] });
    const ca = gerarCaTeste();
    const { pfx } = gerarEcnpjPfx(ca);
    const cert = abrirCertificadoNfse(pfx, 'senha-do-ecnpj');
    expect(cert.cnpj).toBe('11222333000181');
    expect(cert.titular).toBe('PERICIAS TESTE LTDA');
    for (const algoritmo of ['rsa-sha256', 'rsa-sha1'] as const) {
      const assinado = assinarXml(xml, 'infDPS', cert.chavePem, cert.certificadoPem, algoritmo);
      expect(await validarXsd(assinado)).toEqual({ valido: true, erros: [] });
      expect(verificarAssinatura(assinado, 'infDPS', cert.certificadoPem)).toMatchObject({ valida: true });
      const adulterado = assinado.replace('<vServ>1200.50</vServ>', '<vServ>1.00</vServ>');
      expect(verificarAssinatura(adulterado, 'infDPS').valida).toBe(false);
    }
    const invalido = await validarXsd(xml.replace('<cNBS>123012100</cNBS>', ''));
    expect(invalido.valido).toBe(false);
    expect(invalido.erros.join(' ')).toContain('cNBS');
  }, 30_000);

  it('um só nome por situação da nota, o mesmo em todas as telas', () => {
    expect(NFSE_STATUS_LABELS).toEqual({ na_fila: 'Na fila', emitida: 'Emitida', rejeitada: 'Rejeitada', cancelada: 'Cancelada' });
  });

  it('o documento do tomador como se lê: CNPJ ou CPF com máscara', () => {
    expect(documentoTomador('11444777000161')).toBe('CNPJ 11.444.777/0001-61');
    expect(documentoTomador('52998224725')).toBe('CPF 529.982.247-25');
    expect(documentoTomador(null)).toBeNull();
    expect(documentoTomador('123')).toBeNull();
  });
});

describe('endereço do tomador em Meus dados (issue 39)', () => {
  it('código IBGE do município pela UF e pelo nome, sem acento, maiúsculas nem hífens; nomes mudados e o município de 2025', () => {
    expect(codigoMunicipioIbge('SP', 'Paulínia')).toBe('3536505');
    expect(codigoMunicipioIbge('SP', 'sao-paulo')).toBe('3550308');
    expect(codigoMunicipioIbge('SP', '  SÃO PAULO ')).toBe('3550308');
    expect(codigoMunicipioIbge('DF', 'Brasília')).toBe('5300108');
    expect(codigoMunicipioIbge('RN', "Olho-d'Água do Borges")).toBe('2408409');
    // Renamed after the package's data (the code stays): both names find it.
    expect(codigoMunicipioIbge('SP', 'Mogi Mirim')).toBe('3530805');
    expect(codigoMunicipioIbge('SP', 'Moji Mirim')).toBe('3530805');
    expect(codigoMunicipioIbge('RN', 'Serra Caiada')).toBe('2410306');
    expect(codigoMunicipioIbge('CE', 'Itapajé')).toBe('2306306');
    expect(RENOMEADOS_SEM_CODIGO).toEqual([]);
    // Installed in 2025, after the package's data.
    expect(codigoMunicipioIbge('MT', 'Boa Esperança do Norte')).toBe('5101837');
    // Not in that UF, not a UF, nothing to look up.
    expect(codigoMunicipioIbge('GO', 'Aparecida do Taboado')).toBeNull();
    expect(codigoMunicipioIbge('SP', 'Cidade Inventada')).toBeNull();
    expect(codigoMunicipioIbge('XX', 'São Paulo')).toBeNull();
    expect(codigoMunicipioIbge('SP', '---')).toBeNull();
    expect(codigoMunicipioIbge('SP', 'constructor')).toBeNull();
  });

  it('o grupo é opcional: ausente fica, vazio apaga, pela metade diz o que falta; CEP com 8 dígitos, UF das 27', () => {
    const perfil = { nome: 'Ana Lima', email: 'ana@lima.adv.br', telefone: '(11) 98765-4321', endereco: 'Rua Augusta, 100' };
    const semEndereco = meusDadosSchema.parse(perfil);
    expect([semEndereco.cep, semEndereco.logradouro, semEndereco.uf]).toEqual([undefined, undefined, undefined]);
    const vazio = meusDadosSchema.parse({ ...perfil, cep: '', logradouro: '', numero: '', complemento: '', bairro: '', municipio: '', uf: '' });
    expect([vazio.cep, vazio.logradouro, vazio.complemento, vazio.uf]).toEqual([null, null, null, null]);
    const cheio = meusDadosSchema.parse({ ...perfil, cep: '01310-100', logradouro: 'Av. Paulista', numero: '1000', bairro: 'Bela Vista', municipio: 'São Paulo', uf: 'sp' });
    expect(cheio).toMatchObject({ cep: '01310100', uf: 'SP' });
    expect(cheio.complemento).toBeUndefined();
    const erros = (body: Record<string, unknown>) => {
      const r = meusDadosSchema.safeParse({ ...perfil, ...body });
      return r.success ? [] : r.error.issues.map((i) => [i.path.join('.'), i.message]);
    };
    expect(erros({ logradouro: 'Av. Paulista', numero: '1000', complemento: 'Sala 1' })).toEqual([
      ['cep', 'Endereço da nota fiscal incompleto: informe o CEP.'],
      ['bairro', 'Endereço da nota fiscal incompleto: informe o bairro.'],
      ['municipio', 'Endereço da nota fiscal incompleto: informe o município.'],
      ['uf', 'Endereço da nota fiscal incompleto: informe a UF.'],
    ]);
    const completo = { cep: '01310-100', logradouro: 'Av. Paulista', numero: '1000', bairro: 'Bela Vista', municipio: 'São Paulo', uf: 'SP' };
    expect(erros({ ...completo, cep: '1310-100' })).toEqual([['cep', 'CEP inválido: informe os 8 dígitos.']]);
    expect(erros({ ...completo, uf: 'XX' })).toEqual([['uf', 'UF inválida: escolha uma das 27 siglas.']]);
    expect(erros({ ...completo, bairro: 'x'.repeat(61) })).toEqual([['bairro', 'Use no máximo 60 caracteres.']]);
  });
});
