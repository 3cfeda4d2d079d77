/**
 * An event's place on one line (issue 53: a ticket, its calendar file, the reminder
 * email): « Salle des fêtes, 1 place de la Mairie, 03320 Lurcy-Lévis », its missing parts
 * left out; '' when none is known.
 */
interface PlaceParts {
  readonly name: string | null;
  readonly address: string | null;
  readonly zipCode: string | null;
  readonly city: string | null;
}

export const placeLine = (place: PlaceParts): string =>
  [place.name, place.address, [place.zipCode, place.city].filter(Boolean).join(' ')].filter(Boolean).join(', ');
