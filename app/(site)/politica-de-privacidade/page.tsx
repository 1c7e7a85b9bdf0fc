import Link from 'next/link';
import { lerEmpresaParaPaginas } from '@/lib/data/empresa';
import { formatCepDigits, formatCnpjDigits, formatTelefone, mailtoUrl, nomeExibicao } from '@/lib/domain/empresa';
import { LegalPage } from '@/components/site/legal-page';
import { pageMetadata } from '@/components/site/metadata';

export const metadata = pageMetadata({
  title: 'Política de Privacidade',
  description:
    'Como a Perícia Médica Judicial coleta, usa, protege e compartilha dados pessoais e de saúde, e como exercer os seus direitos previstos na LGPD.',
  path: '/politica-de-privacidade',
});

const DIREITOS = [
  'confirmação da existência de tratamento dos seus dados;',
  'acesso aos dados;',
  'correção de dados incompletos, inexatos ou desatualizados;',
  'anonimização, bloqueio ou eliminação de dados desnecessários, excessivos ou tratados em desconformidade com a lei;',
  'portabilidade dos dados a outro fornecedor de serviço, mediante requisição expressa;',
  'eliminação dos dados tratados com o seu consentimento, ressalvadas as hipóteses de guarda previstas em lei;',
  'informação sobre as entidades públicas e privadas com as quais compartilhamos dados;',
  'informação sobre a possibilidade de não fornecer consentimento e sobre as consequências da negativa;',
  'revogação do consentimento.',
];

const link = 'font-medium text-brand-700 underline dark:text-brand-300';

/** Purposes and legal bases (LGPD art. 7 for personal data, art. 11 for health data). */
const BASES: [string, string][] = [
  ['Cadastro, login e uso do sistema; prestação dos serviços contratados (análises, quesitos, assistência técnica).', 'Execução de contrato e procedimentos preliminares a ele (art. 7º, V).'],
  [
    'Dados de saúde do periciado e documentos médicos dos processos, usados para produzir a prova técnica no processo judicial.',
    'Exercício regular de direitos em processo judicial, administrativo ou arbitral (art. 11, II, "d"; para os demais dados do processo, art. 7º, VI).',
  ],
  ['Registro de quem leu os dados de saúde de cada processo; registros de acesso ao sistema; proteção contra fraudes e acessos indevidos.', 'Cumprimento de obrigação legal (art. 7º, II; Marco Civil da Internet, art. 15) e garantia da prevenção à fraude e da segurança do titular (art. 11, II, "g").'],
  ['Notas fiscais, pagamentos e registros contábeis.', 'Cumprimento de obrigação legal ou regulatória (art. 7º, II).'],
  ['Respostas a mensagens do formulário de contato e avisos sobre os seus processos.', 'Legítimo interesse (art. 7º, IX) e execução de contrato (art. 7º, V).'],
  ['E-mails promocionais (novidades e conteúdos).', 'Consentimento (art. 7º, I), que você revoga a qualquer momento em Configurações.'],
];

/** How long each kind of data is kept (then deleted or anonymised). */
const RETENCAO: [string, string][] = [
  ['Dados da conta (nome, e-mail, telefone, CPF, endereço, escritório)', 'Enquanto a conta estiver ativa. Depois de um pedido de exclusão, a conta é anonimizada; mantemos apenas o que a lei obriga, pelo prazo indicado abaixo.'],
  ['Dados dos processos, dados de saúde e documentos', 'Durante a prestação do serviço e por 5 anos após o seu término (prazo para exercício ou defesa de direitos: Código de Defesa do Consumidor, art. 27; Código Civil, art. 206), ou por prazo maior quando a lei ou norma profissional exigir.'],
  ['Registro de acessos aos dados de saúde dos processos', 'Enquanto o processo for mantido, junto com ele.'],
  ['Registros de acesso ao sistema (endereço IP, data e hora)', '6 meses (Marco Civil da Internet, art. 15).'],
  ['Dados fiscais e de pagamento', '5 anos contados do ano seguinte ao do pagamento (Código Tributário Nacional, art. 173).'],
  ['Mensagens do formulário de contato', 'Até 2 anos após a última resposta.'],
  ['Registros de incidentes de segurança', 'Pelo menos 5 anos (Resolução CD/ANPD nº 15/2024).'],
];

export default async function PrivacidadePage() {
  const e = await lerEmpresaParaPaginas();
  const controlador = e.razaoSocial ?? nomeExibicao(e);
  const cnpj = formatCnpjDigits(e.cnpj);
  const endereco = [e.endereco, e.cidade, e.cep ? `CEP ${formatCepDigits(e.cep)}` : null].filter(Boolean).join(', ');
  const emailDireitos = e.email;
  return (
    <LegalPage
      titulo="Política de Privacidade"
      atualizacao={{ iso: '2026-11', texto: 'novembro de 2026' }}
      intro={`Esta política explica como a ${controlador} trata dados pessoais, incluindo dados de saúde, em conformidade com a Lei Geral de Proteção de Dados Pessoais (Lei nº 13.709/2018, LGPD).`}
      clausulas={[
        {
          titulo: 'Controlador e encarregado (DPO)',
          paragrafos: [
            <p key="controlador">
              <strong>Controlador:</strong> {controlador}
              {cnpj && `, CNPJ ${cnpj}`}
              {endereco && `, ${endereco}`}
              {e.telefone && `, telefone ${formatTelefone(e.telefone)}`}
              {e.email && (
                <>
                  , e-mail{' '}
                  <a href={mailtoUrl(e.email, 'Privacidade')} className={link}>
                    {e.email}
                  </a>
                </>
              )}
              .
            </p>,
            e.dpoNome || e.dpoContato ? (
              <p key="dpo">
                <strong>Encarregado pelo tratamento de dados pessoais (DPO, LGPD art. 41):</strong> {e.dpoNome ?? 'Encarregado de dados'}
                {e.dpoContato && <> — {e.dpoContato}</>}.
              </p>
            ) : (
              <p key="dpo">
                <strong>Encarregado pelo tratamento de dados pessoais (DPO, LGPD art. 41):</strong> fale com o encarregado pela nossa{' '}
                <Link href="/contato" className={link}>
                  página de contato
                </Link>
                , indicando no assunto &quot;LGPD&quot;.
              </p>
            ),
          ],
        },
        {
          titulo: 'Dados que coletamos',
          paragrafos: [
            'Dados de cadastro (nome, CPF, e-mail, telefone, endereço e escritório), dados dos processos cadastrados (partes, número do processo, documentos e informações médicas do periciado), mensagens enviadas pelo formulário de contato, registros de quem acessou cada processo e dados técnicos de acesso (endereço IP, data e hora).',
          ],
        },
        {
          titulo: 'Para que usamos os dados e com qual base legal',
          paragrafos: [
            'Dados de saúde são dados sensíveis (LGPD, art. 5º, II, e art. 11): são tratados apenas para a finalidade do processo, sob sigilo profissional, e só os veem o advogado responsável pelo processo, o médico perito designado e a nossa administração.',
            <ul key="bases" className="list-disc space-y-2 pl-6">
              {BASES.map(([finalidade, base]) => (
                <li key={finalidade}>
                  {finalidade} <strong>Base legal:</strong> {base}
                </li>
              ))}
            </ul>,
          ],
        },
        {
          titulo: 'Compartilhamento',
          paragrafos: [
            'Não vendemos dados pessoais. Compartilhamos apenas quando exigido por lei, por ordem judicial ou por autoridade competente, no próprio processo judicial a que os dados se referem, e com operadores que mantêm a infraestrutura do serviço (hospedagem, envio de e-mails, armazenamento de arquivos e processamento de pagamentos pelo Mercado Pago), sob contrato e dever de confidencialidade.',
          ],
        },
        {
          titulo: 'Segurança',
          paragrafos: [
            'Adotamos medidas técnicas e administrativas para proteger os dados: comunicação criptografada, arquivos cifrados no armazenamento, senhas armazenadas com hash, segundo fator de autenticação, controle de acesso por perfil (cada usuário vê apenas os processos que lhe dizem respeito), registro de cada leitura dos dados de saúde de um processo e registro das alterações feitas nos processos.',
          ],
        },
        {
          titulo: 'Seus direitos (LGPD, art. 18) e como exercê-los',
          paragrafos: [
            'Como titular, você pode solicitar a qualquer momento:',
            <ul key="direitos" className="list-disc space-y-1 pl-6">
              {DIREITOS.map((d) => (
                <li key={d}>{d}</li>
              ))}
            </ul>,
            <p key="sistema">
              <strong>No sistema:</strong> entre na sua conta e abra{' '}
              <Link href="/sistema/configuracoes" className={link}>
                Configurações → Meus dados
              </Link>
              . Lá você corrige o seu perfil (nome, telefone, endereço, escritório e e-mail), exporta todos os seus dados
              (a conta, os processos, quesitos, perícias, documentos, o registro de acessos e os seus consentimentos) em um
              arquivo, e faz pedidos de exclusão, correção, informação ou revogação de consentimento. Em Configurações você
              também desliga os e-mails promocionais.
            </p>,
            <p key="como">
              <strong>Sem acessar o sistema:</strong> envie o pedido{' '}
              {emailDireitos ? (
                <>
                  para{' '}
                  <a href={mailtoUrl(emailDireitos, 'LGPD - Direitos do titular')} className={link}>
                    {emailDireitos}
                  </a>{' '}
                  ou
                </>
              ) : null}{' '}
              pela nossa{' '}
              <Link href="/contato" className={link}>
                página de contato
              </Link>
              , informando o seu nome e o e-mail cadastrado. Podemos pedir uma confirmação de identidade antes de atender.
              Respondemos em até 15 dias (LGPD, art. 19, II). Você também pode apresentar reclamação à Autoridade Nacional
              de Proteção de Dados (ANPD).
            </p>,
          ],
        },
        {
          titulo: 'Por quanto tempo guardamos os dados',
          paragrafos: [
            <ul key="retencao" className="list-disc space-y-2 pl-6">
              {RETENCAO.map(([dado, prazo]) => (
                <li key={dado}>
                  <strong>{dado}:</strong> {prazo}
                </li>
              ))}
            </ul>,
            'Ao fim de cada prazo, os dados são eliminados ou anonimizados.',
          ],
        },
        {
          titulo: 'Atualizações desta política',
          paragrafos: [
            'Esta política pode ser atualizada para refletir mudanças legais ou do serviço. A versão vigente fica publicada nesta página, com a data da última atualização; se a mudança for relevante, pediremos de novo o seu aceite no próximo acesso ao sistema.',
          ],
        },
      ]}
    />
  );
}
