import { useId } from 'react';
import { projects as projectsEn } from '../i18n/messages/en/projects';
import { useMessages } from '../i18n/useMessages';
import type { ServiceOption } from './types';

/** The project list's service filter: a select of the catalogue, "All services" for none. */
export function ServiceFilter({
  services,
  value,
  onChange,
}: {
  services: readonly ServiceOption[];
  value: number | null;
  onChange: (serviceId: number | null) => void;
}) {
  const id = useId();
  const t = useMessages({ projects: projectsEn }).projects;
  return (
    <div data-slot="table-filter">
      <label htmlFor={id}>{t.serviceFilter}</label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
      >
        <option value="">{t.allServices}</option>
        {services.map((service) => (
          <option key={service.id} value={service.id}>
            {service.name}
          </option>
        ))}
      </select>
    </div>
  );
}
