import { describe, expect, it } from 'vitest';
import { idPedidoEvento, montarPedidoCancelamento } from '@/lib/domain/nfse/cancelamento';
import { validarXsd } from '@/lib/nfse/xsd';

const chave = '35503082211222333000181000000000000126010123456780';

describe('pedido de cancelamento (evento e101101, leiaute 1.01)', () => {
  it('monta o pedido com o Id de 62 posições e passa no XSD oficial', async () => {
    expect(chave).toHaveLength(50);
    expect(idPedidoEvento(chave, '101101', 1)).toBe(`PRE${chave}101101001`);
    const { xml, id } = montarPedidoCancelamento({ ambiente: 'producao_restrita', cnpjAutor: '11222333000181', chaveAcesso: chave, emitidoEm: new Date('2026-02-10T13:00:00Z'), codigo: '2', motivo: 'Serviço não prestado & cancelado <a pedido>' });
    expect(id).toHaveLength(62);
    expect(xml).toBe(
      `<pedRegEvento xmlns="http://www.sped.fazenda.gov.br/nfse" versao="1.01"><infPedReg Id="${id}"><tpAmb>2</tpAmb><verAplic>PMJ-NFSe-1.0</verAplic>` +
        `<dhEvento>2026-02-10T10:00:00-03:00</dhEvento><CNPJAutor>11222333000181</CNPJAutor><chNFSe>${chave}</chNFSe><nPedRegEvento>1</nPedRegEvento>` +
        '<e101101><xDesc>Cancelamento de NFS-e</xDesc><cMotivo>2</cMotivo><xMotivo>Serviço não prestado &amp; cancelado &lt;a pedido&gt;</xMotivo></e101101></infPedReg></pedRegEvento>',
    );
    expect(await validarXsd(xml, 'pedRegEvento_v1.01.xsd')).toEqual({ valido: true, erros: [] });
    expect(() => idPedidoEvento('123', '101101', 1)).toThrow(RangeError);
  }, 30_000);
});
