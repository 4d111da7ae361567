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

/**
 * The English catalogue, the default of every widget: one object, keys grouped by area and widget. Messages
 * with values are functions of typed params; counts go through `plural` with English rules.
 */
export const en = {
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

/** Every text a widget shows; a host's `messages` override it key by key (see `DeepPartial`). */
export type WidgetMessages = typeof en;
