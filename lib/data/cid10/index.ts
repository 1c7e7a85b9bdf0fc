/** The CID-10 reference table (issue 37 item 2). */
export { buscarCid10, type Cid10Item } from './buscar';
