import type { WidgetMessages } from '../en';
import { audit, palette } from './audit';
import { capacity } from './capacity';
import { charts } from './charts';
import { clusters } from './clusters';
import { common } from './common';
import { costs } from './costs';
import { date } from './date';
import { iam } from './iam';
import { inferencing } from './inferencing';
import { layout } from './layout';
import { notebooks } from './notebooks';
import { notifications } from './notifications';
import { organizations } from './organizations';
import { platform } from './platform';
import { projects } from './projects';
import { serving } from './serving';
import { support } from './support';

/** Der deutsche Katalog: vollständig, damit kein Widget auf Englisch zurückfällt (der Typ prüft es). */
export const de: WidgetMessages = {
  audit,
  capacity,
  charts,
  clusters,
  common,
  costs,
  date,
  iam,
  inferencing,
  layout,
  notebooks,
  notifications,
  organizations,
  palette,
  platform,
  projects,
  serving,
  support,
};
