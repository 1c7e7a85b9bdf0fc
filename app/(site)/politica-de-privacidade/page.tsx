import Link from 'next/link';
import { EMPRESA } from '@/content/empresa';
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

export default function PrivacidadePage() {
  return (
    <LegalPage
      titulo="Política de Privacidade"
      intro={`Esta política explica como a ${EMPRESA.razaoSocial} trata dados pessoais, incluindo dados de saúde, em conformidade com a Lei Geral de Proteção de Dados Pessoais (Lei nº 13.709/2018, LGPD).`}
      clausulas={[
        {
          titulo: 'Dados que coletamos',
          paragrafos: [
            'Dados de cadastro (nome, CPF, e-mail, telefone, endereço e escritório), dados dos processos cadastrados (partes, número do processo, documentos e informações médicas do periciado), mensagens enviadas pelo formulário de contato e dados técnicos de acesso (endereço IP, data e hora).',
          ],
        },
        {
          titulo: 'Como usamos os dados',
          paragrafos: [
            'Para prestar os serviços contratados, elaborar análises, quesitos e pareceres, comunicar prazos e atualizações, responder a contatos, cumprir obrigações legais e proteger o sistema contra fraudes e acessos indevidos. Dados de saúde são tratados apenas para a finalidade do processo e sob sigilo profissional.',
          ],
        },
        {
          titulo: 'Compartilhamento',
          paragrafos: [
            'Não vendemos nem compartilhamos dados pessoais sem a sua autorização, exceto quando exigido por lei, por ordem judicial ou por autoridade competente, e com prestadores que operam a infraestrutura do serviço sob contrato e dever de confidencialidade.',
          ],
        },
        {
          titulo: 'Segurança',
          paragrafos: [
            'Adotamos medidas técnicas e administrativas para proteger os dados: comunicação criptografada, senhas armazenadas com hash, controle de acesso por perfil (cada usuário vê apenas os processos que lhe dizem respeito) e registro das alterações feitas nos processos.',
          ],
        },
        {
          titulo: 'Seus direitos (LGPD, art. 18)',
          paragrafos: [
            'Como titular, você pode solicitar a qualquer momento:',
            <ul key="direitos" className="list-disc space-y-1 pl-6">
              {DIREITOS.map((d) => (
                <li key={d}>{d}</li>
              ))}
            </ul>,
            <p key="como">
              <strong>Como exercer:</strong> envie o pedido para{' '}
              <a href={`mailto:${EMPRESA.email}?subject=${encodeURIComponent('LGPD - Direitos do titular')}`} className="font-medium text-brand-700 underline dark:text-brand-300">
                {EMPRESA.email}
              </a>{' '}
              ou pela nossa <Link href="/contato" className="font-medium text-brand-700 underline dark:text-brand-300">página de contato</Link>,
              informando o seu nome e o e-mail cadastrado. Podemos pedir uma confirmação de identidade antes de atender, e
              respondemos em até 15 dias. Você também pode apresentar reclamação à Autoridade Nacional de Proteção de Dados (ANPD).
            </p>,
          ],
        },
        {
          titulo: 'Retenção',
          paragrafos: [
            'Mantemos os dados pelo tempo necessário à prestação do serviço e ao cumprimento de obrigações legais e regulatórias, incluindo a guarda de documentos médicos pelos prazos exigidos; depois disso, eles são eliminados ou anonimizados.',
          ],
        },
        {
          titulo: 'Atualizações desta política',
          paragrafos: [
            'Esta política pode ser atualizada para refletir mudanças legais ou do serviço. A versão vigente fica publicada nesta página, com a data da última atualização.',
          ],
        },
      ]}
    />
  );
}
