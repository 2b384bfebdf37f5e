import ical from 'ical-generator';
import type { Language } from '../../i18n/languages.ts';
import type { DatedItineraryItem, TimeAway } from './repository.ts';

/**
 * The few words of a feed, in each interface language. They live here rather than in the error catalogue:
 * a feed is read by calendar programs, never beside the API's messages.
 */
const feedTexts: Record<
  Language,
  { leave: string; travel: string; itinerary: string; calendar: (owner: string) => string }
> = {
  en: { leave: 'Leave', travel: 'Travel', itinerary: 'Itinerary', calendar: (owner) => `Mobilise: ${owner}` },
  es: {
    leave: 'Permiso',
    travel: 'Viaje',
    itinerary: 'Itinerario',
    calendar: (owner) => `Mobilise: ${owner}`,
  },
  fr: {
    leave: 'Congé',
    travel: 'Voyage',
    itinerary: 'Itinéraire',
    calendar: (owner) => `Mobilise : ${owner}`,
  },
  pt: {
    leave: 'Licença',
    travel: 'Viagem',
    itinerary: 'Itinerário',
    calendar: (owner) => `Mobilise: ${owner}`,
  },
};

/** What a calendar program asks for again after this long: the feed changes when someone decides. */
const refreshSeconds = 60 * 60;

/** The day after a 'YYYY-MM-DD' day: iCalendar's end of an all-day event is the first day not in it. */
export function dayAfter(day: string): string {
  const next = new Date(`${day}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

export interface FeedContent {
  ownerName: string;
  language: Language;
  timeAway: TimeAway[];
  itinerary: DatedItineraryItem[];
  /** The host the events' UIDs are qualified with, so that they are unique beyond this server. */
  uidHost: string;
  now: Date;
}

/**
 * The feed as iCalendar text: one all-day event for each approved leave or travel (departure to return,
 * both days in) and each dated itinerary item. A record's UID never changes, so a calendar program
 * updates the event it already has when the dates move.
 */
export function calendarText(content: FeedContent): string {
  const texts = feedTexts[content.language];
  const calendar = ical({
    name: texts.calendar(content.ownerName),
    prodId: { company: 'Mobilise', product: 'calendar-feed', language: content.language.toUpperCase() },
    ttl: refreshSeconds,
  });
  const allDay = (uid: string, summary: string, first: string, last: string | null) =>
    calendar.createEvent({
      id: `${uid}@${content.uidHost}`,
      allDay: true,
      start: new Date(`${first}T00:00:00Z`),
      end: new Date(`${dayAfter(last !== null && last >= first ? last : first)}T00:00:00Z`),
      summary,
      stamp: content.now,
    });
  for (const away of content.timeAway) {
    const label = away.kind === 'leave' ? texts.leave : texts.travel;
    const details = [away.types.join(', '), away.destination].filter(Boolean).join(' – ');
    allDay(
      `${away.kind === 'leave' ? 'leave-request' : 'travel-plan'}-${away.id}`,
      `${label}: ${away.personName}${details ? ` (${details})` : ''}`,
      away.departureDate,
      away.returnDate,
    );
  }
  for (const item of content.itinerary) {
    allDay(
      `itinerary-item-${item.id}`,
      `${texts.itinerary}: ${item.assigneeName} (${item.type}, #${item.assignmentPublicId})`,
      item.startDate,
      item.endDate,
    );
  }
  return calendar.toString();
}
