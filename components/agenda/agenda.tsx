'use client';

import 'react-big-calendar/lib/css/react-big-calendar.css';
import './agenda.css';
import { useCallback, useEffect, useMemo, useState } from 'react';
import dayjs from 'dayjs';
import 'dayjs/locale/pt-br';
import { Calendar, dayjsLocalizer, type EventProps, type Formats, type Messages, type SlotInfo, type View } from 'react-big-calendar';
import { CalendarPlus } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  AGENDA_END_HOUR,
  AGENDA_HEIGHT_PX,
  AGENDA_START_HOUR,
  AGENDA_STEP_MINUTES,
  AGENDA_TIMESLOTS,
  DEFAULT_TIPO,
  fromWallClock,
  localDateKey,
  periodLabel,
  prefillTimes,
  tipoColor,
  tipoColorStyle,
  toWallClock,
  visibleRange,
  type AgendaView,
} from '@/lib/domain/agenda';
import type { PericiaFormInput } from '@/lib/validation/pericia';
import { CreatePericiaDialog } from './create-dialog';
import { DetailsDialog } from './details-dialog';
import { AgendaToolbar } from './toolbar';
import { dayPropGetter, MonthDateHeader, WeekHeader } from './dias-nao-uteis';
import { toCalEvent, type CalEvent, type CasoAgendavel, type PericiaApi } from './types';
import { ApiError, apiRequest, errorMessage } from '@/lib/api/client';

dayjs.locale('pt-br');
// The calendar works on wall-clock Dates (local fields = São Paulo time, lib/domain/dates toWallClock). With the
// timezone plugin loaded (lib/domain/dates), react-big-calendar would switch to dayjs.tz and shift every hour by
// the browser's offset: hand it dayjs without `tz`, so it keeps plain local-field arithmetic.
const localizer = dayjsLocalizer(
  new Proxy(dayjs, { get: (target, prop, receiver) => (prop === 'tz' ? undefined : Reflect.get(target, prop, receiver)) }),
);

export const FORBIDDEN_MESSAGE = 'Você não tem permissão para acessar esta funcionalidade, refaça login';
export const EMPTY_MESSAGE = 'Nenhuma perícia agendada neste período';

const MESSAGES: Messages<CalEvent> = {
  date: 'Data',
  time: 'Hora',
  event: 'Perícia',
  allDay: 'Dia inteiro',
  week: 'Semana',
  work_week: 'Semana útil',
  day: 'Dia',
  month: 'Mês',
  previous: 'Anterior',
  next: 'Próximo',
  yesterday: 'Ontem',
  tomorrow: 'Amanhã',
  today: 'Hoje',
  agenda: 'Agenda',
  noEventsInRange: EMPTY_MESSAGE,
  showMore: (total) => `+${total} mais`,
};

const hhmm = (d: Date) => `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
const timeRange = ({ start, end }: { start: Date; end: Date }) => `${hhmm(start)} – ${hhmm(end)}`;

const FORMATS: Formats = {
  timeGutterFormat: 'HH:mm',
  eventTimeRangeFormat: timeRange,
  eventTimeRangeStartFormat: ({ start }) => `${hhmm(start)} – `,
  eventTimeRangeEndFormat: ({ end }) => ` – ${hhmm(end)}`,
  selectRangeFormat: timeRange,
  agendaTimeFormat: 'HH:mm',
  agendaTimeRangeFormat: timeRange,
  monthHeaderFormat: (d: Date) => periodLabel('month', d),
  dayRangeHeaderFormat: ({ start }) => periodLabel('week', start),
  dayHeaderFormat: (d: Date) => periodLabel('day', d),
  dayFormat: 'ddd DD/MM',
  weekdayFormat: 'ddd',
};

const MIN = new Date(1970, 0, 1, AGENDA_START_HOUR, 0, 0);
const MAX = new Date(1970, 0, 1, AGENDA_END_HOUR, 0, 0);
const VIEWS: View[] = ['month', 'week', 'day'];

/** Month cells are plain divs in react-big-calendar: a real button makes each event reachable by keyboard. */
function MonthEvent({ event, title }: EventProps<CalEvent>) {
  return (
    <button type="button" className="rbc-month-event-button" title={`${title} (${timeRange(event)})`}>
      {title}
    </button>
  );
}

const eventPropGetter = (event: CalEvent) => ({ className: 'tipo-cor', style: tipoColorStyle(tipoColor(event.type)) });

const overlaps = (e: CalEvent, r: { start: Date; end: Date }) => e.start < r.end && e.end > r.start;

/** The 'Agenda de Perícias' calendar (SPEC §2.18): loads only the visible range and refetches on navigation. */
export default function Agenda({ canManage, casos }: { canManage: boolean; casos: CasoAgendavel[] }) {
  const [view, setView] = useState<AgendaView>('month');
  const [date, setDate] = useState(() => toWallClock(new Date()));
  const range = useMemo(() => visibleRange(view, date), [view, date]);
  const key = `${fromWallClock(range.start)}|${fromWallClock(range.end)}`;

  const [loaded, setLoaded] = useState<{ key: string; events: CalEvent[] } | null>(null);
  const [failure, setFailure] = useState<{ key: string; message: string } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [creating, setCreating] = useState<PericiaFormInput | null>(null);
  const [selected, setSelected] = useState<CalEvent | null>(null);

  useEffect(() => {
    const ctrl = new AbortController();
    const [start, end] = key.split('|');
    (async () => {
      try {
        // SPEC §2.18: a 403 is shown inside the calendar, with its own message.
        const { data: list } = await apiRequest<PericiaApi[]>(
          `/api/pericia/read?start=${encodeURIComponent(start)}&end=${encodeURIComponent(end)}`,
          { signal: ctrl.signal, handle: [403] },
        );
        setFailure(null);
        setLoaded({ key, events: list.map(toCalEvent) });
      } catch (err) {
        if (ctrl.signal.aborted) return;
        setFailure({ key, message: err instanceof ApiError && err.status === 403 ? FORBIDDEN_MESSAGE : errorMessage(err) });
      }
    })();
    return () => ctrl.abort();
  }, [key, attempt]);

  const failed = failure?.key === key ? failure : null;
  const loading = !failed && loaded?.key !== key;
  const events = useMemo(() => loaded?.events ?? [], [loaded]);
  const empty = !loading && !failed && !events.some((e) => overlaps(e, range));

  const openCreate = useCallback(
    (start: Date, end: Date) => {
      if (!canManage) return;
      setCreating({
        patient: '',
        type: DEFAULT_TIPO,
        processNumber: '',
        location: '',
        notes: '',
        date: localDateKey(start),
        ...prefillTimes(start, end),
      });
    },
    [canManage],
  );

  function openCreateForVisibleDay() {
    const today = toWallClock(new Date());
    let base = today >= range.start && today <= range.end ? today : range.start;
    if (view === 'month' && base === range.start) base = new Date(date.getFullYear(), date.getMonth(), 1);
    const y = base.getFullYear();
    const m = base.getMonth();
    const d = base.getDate();
    openCreate(new Date(y, m, d, AGENDA_START_HOUR), new Date(y, m, d, AGENDA_START_HOUR + 1));
  }

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div aria-live="polite" className="min-h-6 text-sm">
          {loading && <p className="text-slate-600 dark:text-slate-400">Carregando perícias...</p>}
          {empty && <p className="font-medium text-slate-700 dark:text-slate-300">{EMPTY_MESSAGE}</p>}
        </div>
        {canManage && (
          <Button onClick={openCreateForVisibleDay}>
            <CalendarPlus className="size-4" aria-hidden />
            Nova perícia
          </Button>
        )}
      </div>
      {failed && (
        <Alert tone="error" className="flex flex-wrap items-center justify-between gap-2">
          <span>Erro: {failed.message}</span>
          {failed.message !== FORBIDDEN_MESSAGE && (
            <Button
              size="sm"
              variant="secondary"
              onClick={() => {
                setFailure(null);
                setAttempt((a) => a + 1);
              }}
            >
              Tentar novamente
            </Button>
          )}
        </Alert>
      )}
      <div className="agenda-calendar rounded-lg border border-slate-200 bg-white p-2 sm:p-4 dark:border-slate-800 dark:bg-slate-900" style={{ height: AGENDA_HEIGHT_PX }}>
        <Calendar<CalEvent>
          localizer={localizer}
          culture="pt-br"
          events={events}
          view={view}
          views={VIEWS}
          onView={(v) => setView(v as AgendaView)}
          date={date}
          onNavigate={(d) => setDate(d)}
          getNow={() => toWallClock(new Date())}
          selectable={canManage}
          onSelectSlot={(slot: SlotInfo) => openCreate(slot.start, slot.end)}
          onSelectEvent={(e) => setSelected(e)}
          onKeyPressEvent={(e, ev) => {
            const k = (ev as unknown as React.KeyboardEvent).key;
            if (k === 'Enter' || k === ' ') {
              ev.preventDefault();
              setSelected(e);
            }
          }}
          min={MIN}
          max={MAX}
          step={AGENDA_STEP_MINUTES}
          timeslots={AGENDA_TIMESLOTS}
          messages={MESSAGES}
          formats={FORMATS}
          eventPropGetter={eventPropGetter}
          dayPropGetter={dayPropGetter}
          components={{ toolbar: AgendaToolbar, month: { event: MonthEvent, dateHeader: MonthDateHeader }, week: { header: WeekHeader }, day: { header: WeekHeader } }}
          popup
          style={{ height: '100%' }}
        />
      </div>
      {creating && (
        <CreatePericiaDialog
          initial={creating}
          casos={casos}
          onClose={() => setCreating(null)}
          onCreated={(p) => {
            const ev = toCalEvent(p);
            setLoaded((prev) => ({ key: prev?.key ?? key, events: [...(prev?.events ?? []), ev] }));
            setCreating(null);
          }}
        />
      )}
      {selected && (
        <DetailsDialog
          event={selected}
          canManage={canManage}
          onClose={() => setSelected(null)}
          onDeleted={(id) => {
            setLoaded((prev) => (prev ? { ...prev, events: prev.events.filter((e) => e.id !== id) } : prev));
            setSelected(null);
          }}
        />
      )}
    </div>
  );
}
