/** Perícias (the agenda, call 7), one use case per file, and the calendar feed (.ics) of each user. */
export { ADVOGADO_READ_ONLY, PERICIA_NOT_FOUND, PROCESSO_NAO_AGENDAVEL, toApi, type PericiaApi } from './shared';
export { visiblePericias } from '@/lib/data/politica';
export { listarPericias } from './listar';
export { casosParaPericia, criarPericia } from './agendar';
export { excluirPericia } from './cancelar';
export { lerUrlDoFeed, periciasFeed, regenerarUrlDoFeed } from './feed';
