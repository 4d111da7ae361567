import { type Ref, useMemo, useState } from 'react';
import { Field } from '../form/Field';
import { useControllableState } from '../hooks/useControllableState';
import { date as dateEn } from '../i18n/messages/en/date';
import { useMessages } from '../i18n/useMessages';
import { type ControlProps, shownError } from './controlProps';
import { checkTimeZone } from './scheduleRules';
import { supportedTimeZones, type TimeZone, timeZoneOffset } from './timeZones';
import { withRef } from './withRef';

export interface TimeZoneSelectProps extends ControlProps<TimeZone> {
  /** An IANA zone name, or `""` for none. */
  value?: TimeZone | undefined;
  /** The zones offered; every zone the browser knows by default. */
  zones?: readonly TimeZone[] | undefined;
  /** Text of the empty choice. */
  placeholder?: string | undefined;
  /** The moment whose UTC offsets are shown next to the names; now by default. */
  at?: Date | undefined;
  id?: string | undefined;
  ref?: Ref<HTMLSelectElement> | undefined;
}

interface ZoneGroup {
  area: string;
  zones: { zone: TimeZone; text: string }[];
}

/** Zones grouped by their area ("Europe", "America"), each with its offset; zones without an area come first. */
function groupZones(zones: readonly TimeZone[], at: Date): ZoneGroup[] {
  const groups = new Map<string, ZoneGroup>();
  for (const zone of zones) {
    const slash = zone.indexOf('/');
    const area = slash < 0 ? '' : zone.slice(0, slash);
    const text = `${zone.replaceAll('_', ' ')} (${timeZoneOffset(zone, at)})`;
    const group = groups.get(area) ?? { area, zones: [] };
    group.zones.push({ zone, text });
    groups.set(area, group);
  }
  return [...groups.values()].sort((a, b) => (a.area === '' ? -1 : b.area === '' ? 1 : a.area.localeCompare(b.area)));
}

/**
 * A native select of IANA time zones (`Intl.supportedValuesOf('timeZone')`), grouped by area and showing each
 * zone's current UTC offset. Native, so typing a name's first letters jumps to it and every platform reads it out.
 */
export const TimeZoneSelect = withRef(function TimeZoneSelect(props: TimeZoneSelectProps) {
  const messages = useMessages({ date: dateEn });
  const { label, description, error, required = false, onBlur, id } = props;
  const placeholder = props.placeholder ?? messages.date.chooseTimeZone;
  const [value, setValue] = useControllableState({
    value: props.value,
    defaultValue: props.defaultValue ?? '',
    onChange: props.onValueChange,
  });
  const [changed, setChanged] = useState(false);
  const zones = props.zones ?? supportedTimeZones();
  // Offsets depend on the minute; reading them for ~400 zones is worth doing once per list.
  const atMinute = Math.floor((props.at ?? new Date()).getTime() / 60_000);
  const groups = useMemo(() => groupZones(zones, new Date(atMinute * 60_000)), [zones, atMinute]);
  // A stored zone the list lacks (an alias, or one since renamed) stays visible instead of silently changing.
  const stray = value !== '' && !zones.includes(value);
  return (
    <Field
      label={label}
      description={description}
      error={shownError(
        error,
        changed ? checkTimeZone(value, { zones: stray ? undefined : zones, messages }) : undefined,
      )}
      required={required}
      {...(id === undefined ? {} : { id })}
    >
      {(control) => (
        <select
          {...control}
          ref={props.ref}
          name={props.name}
          value={value}
          disabled={props.disabled}
          data-slot="time-zone-select"
          onChange={(event) => {
            setChanged(true);
            setValue(event.target.value);
          }}
          onBlur={onBlur}
        >
          <option value="">{placeholder}</option>
          {stray ? <option value={value}>{value}</option> : null}
          {groups.map(({ area, zones: members }) => {
            const options = members.map(({ zone, text }) => (
              <option key={zone} value={zone}>
                {text}
              </option>
            ));
            return area === '' ? (
              options
            ) : (
              <optgroup key={area} label={area}>
                {options}
              </optgroup>
            );
          })}
        </select>
      )}
    </Field>
  );
});
