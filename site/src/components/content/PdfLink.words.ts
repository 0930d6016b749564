import type { AreaWords } from '@koolers/contracts/words/translation';

/** "Download PDF" for an article (PdfLink.astro), with the file's kind and, when known, its size (`{size}` in KB). */
const en = {
  download: 'Download PDF',
  fileInfo: 'PDF, {size} KB',
  fileInfoWithoutSize: 'PDF',
} as const;

export const pdfLinkWords: AreaWords<typeof en> = {
  en,
  hi: {
    download: 'पीडीएफ डाउनलोड करें',
    fileInfo: 'पीडीएफ, {size} केबी',
    fileInfoWithoutSize: 'पीडीएफ',
  },
  mr: {
    download: 'पीडीएफ डाउनलोड करा',
    fileInfo: 'पीडीएफ, {size} केबी',
    fileInfoWithoutSize: 'पीडीएफ',
  },
};
