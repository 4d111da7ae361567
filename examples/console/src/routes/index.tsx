import { StatusBadge } from '@console/widgets';
import { createFileRoute } from '@tanstack/react-router';
import { config } from '../config';

export const Route = createFileRoute('/')({
  component: Home,
});

function Home() {
  return (
    <main className="mx-auto max-w-xl p-8">
      <h1 className="text-2xl font-semibold">{config.productName}</h1>
      <p className="mt-2 text-slate-600">
        Admin API at <code>{config.apiBase}</code> <StatusBadge tone="info">configured</StatusBadge>
      </p>
    </main>
  );
}
