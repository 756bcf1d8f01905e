/**
 * A site's name without its domain: the last label before the suffix labels of three letters or
 * fewer (`bbc` for www.bbc.co.uk, `nytimes` for cooking.nytimes.com, `allrecipes` for
 * allrecipes.com.br). The accuracy sets split and match pages by it.
 */
export function siteName(host: string): string {
  const labels = host
    .toLowerCase()
    .replace(/^www\d?\./, '')
    .split('.');
  while (labels.length > 1 && labels.at(-1)!.length <= 3) labels.pop();
  return labels.at(-1)!;
}
