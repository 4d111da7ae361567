import type { WidgetMessages } from '../en';

/** Texte der Layout-Teile: Seitenkopf, Codeblock, Kopieren-Knopf. */
export const layout: WidgetMessages['layout'] = {
  breadcrumb: 'Brotkrumennavigation',
  copy: 'Kopieren',
  copied: 'Kopiert',
  copyFailed: 'Bitte von Hand kopieren: die Zwischenablage ist nicht verfügbar',
  code: 'Code',
};
