export type Artigo = {
  /** URL id: /blog/{id} */
  id: string;
  titulo: string;
  resumo: string;
  /** YYYY-MM-DD */
  publicadoEm: string;
  leituraMin: number;
  autor: string;
  /** Small Markdown subset: paragraphs, "## " headings, "- " lists and **bold**. Rendered as React elements. */
  corpo: string;
};
