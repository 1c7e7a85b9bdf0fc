import { users, type Role } from '@/lib/db/schema';


/** SPEC §3 User, as answered by calls 4 and 5: never any password, session or calendar secret. */
export type PublicUser = {
  id: number;
  nome: string;
  email: string;
  role: Role;
  creditos: number;
  escritorio: string | null;
  endereco: string | null;
  cpf: string | null;
  telefone: string | null;
  ativo: boolean;
};

export const publicColumns = {
  id: users.id,
  nome: users.nome,
  email: users.email,
  role: users.role,
  creditos: users.creditos,
  escritorio: users.escritorio,
  endereco: users.endereco,
  cpf: users.cpf,
  telefone: users.telefone,
  ativo: users.ativo,
};

export const USER_NOT_FOUND = 'Usuário não encontrado.';
export const SELF_LOCKOUT = 'Você não pode remover o seu próprio acesso de administrador nem desativar a sua conta.';
export const LAST_ADMIN = 'O sistema precisa de pelo menos um administrador ativo.';
