import { lerEmpresaParaPaginas } from '@/lib/data/empresa';
import { formatCnpjDigits, nomeExibicao } from '@/lib/domain/empresa';
import { LegalPage } from '@/components/site/legal-page';
import { pageMetadata } from '@/components/site/metadata';

export const metadata = pageMetadata({
  title: 'Termos de Uso',
  description: 'Condições de uso do site e do sistema da Perícia Médica Judicial.',
  path: '/termos-de-uso',
});

export default async function TermosPage() {
  const e = await lerEmpresaParaPaginas();
  const cnpj = formatCnpjDigits(e.cnpj);
  const titular = `${e.razaoSocial ?? nomeExibicao(e)}${cnpj ? ` (CNPJ ${cnpj})` : ''}`;
  const contato = e.email ? `para ${e.email}` : 'pela página de contato';
  return (
    <LegalPage
      titulo="Termos de Uso"
      intro={`Estes Termos de Uso regulam o acesso ao site e ao sistema da ${titular}. Leia-os com atenção antes de utilizar os nossos serviços.`}
      clausulas={[
        {
          titulo: 'Aceitação dos termos',
          paragrafos: [
            'Ao acessar o site, criar uma conta ou utilizar o sistema, você declara ter lido e aceitado estes Termos de Uso e a Política de Privacidade. Se não concordar com eles, não utilize os serviços.',
          ],
        },
        {
          titulo: 'Uso autorizado e lícito',
          paragrafos: [
            'O sistema destina-se a advogados, médicos peritos e seus clientes, para a gestão de processos judiciais que envolvam perícia médica. Você se compromete a utilizá-lo apenas para fins lícitos, com informações verdadeiras e documentos que tenha o direito de compartilhar.',
            'É proibido tentar acessar dados de outros usuários, interferir no funcionamento do sistema, usar mecanismos automatizados não autorizados ou utilizar o serviço em violação à lei, à ética profissional ou a direitos de terceiros.',
          ],
        },
        {
          titulo: 'Conta e confidencialidade das credenciais',
          paragrafos: [
            'Você é responsável por manter a confidencialidade do seu e-mail e da sua senha e por todas as atividades realizadas na sua conta. Avise-nos imediatamente em caso de uso não autorizado ou suspeita de acesso indevido.',
          ],
        },
        {
          titulo: 'Serviços contratados',
          paragrafos: [
            'Os pareceres, quesitos e laudos são elaborados por médicos com base nos documentos fornecidos. O resultado do processo depende de fatores que não controlamos, como a convicção do juízo e o laudo do perito oficial; por isso, não garantimos resultado favorável.',
          ],
        },
        {
          titulo: 'Limitação de responsabilidade',
          paragrafos: [
            'Na máxima extensão permitida pela lei, não respondemos por danos indiretos, lucros cessantes ou prejuízos decorrentes de informações incompletas ou incorretas fornecidas pelo usuário, de indisponibilidade temporária do sistema ou de fatos de terceiros. Nada nestes termos limita direitos garantidos pelo Código de Defesa do Consumidor quando aplicável.',
          ],
        },
        {
          titulo: 'Alterações destes termos',
          paragrafos: [
            'Podemos alterar estes Termos de Uso a qualquer tempo. A versão vigente fica sempre publicada nesta página, com a data da última atualização; alterações relevantes serão comunicadas por e-mail ou no sistema.',
          ],
        },
        {
          titulo: 'Contato e foro',
          paragrafos: [
            `Dúvidas sobre estes termos podem ser enviadas ${contato}. Fica eleito o foro da comarca de São Paulo – SP, ressalvado o foro do domicílio do consumidor.`,
          ],
        },
      ]}
    />
  );
}
