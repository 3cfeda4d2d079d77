/**
 * Numbers and euro amounts in French words, for the "somme en toutes lettres" of a tax
 * receipt (cerfa n° 11580). Traditional spelling: hyphens under one hundred, "et" in
 * 21…71 but not in 81/91, "quatre-vingts" and "deux cents" take an s only when they end
 * the number, "mille" never does, "million"/"milliard" are nouns (plural s).
 */
const UNITS = [
  'zéro',
  'un',
  'deux',
  'trois',
  'quatre',
  'cinq',
  'six',
  'sept',
  'huit',
  'neuf',
  'dix',
  'onze',
  'douze',
  'treize',
  'quatorze',
  'quinze',
  'seize',
  'dix-sept',
  'dix-huit',
  'dix-neuf',
];
const TENS = ['', '', 'vingt', 'trente', 'quarante', 'cinquante', 'soixante'];

/** 0…99; `final` = nothing follows (quatre-vingts takes its s only then). */
function belowHundred(n: number, final: boolean): string {
  if (n < 20) return UNITS[n] as string;
  const ten = Math.floor(n / 10);
  const unit = n % 10;
  if (ten === 7 || ten === 9) {
    // soixante-dix…soixante-dix-neuf, quatre-vingt-dix…: the base plus 10…19.
    const base = ten === 7 ? 'soixante' : 'quatre-vingt';
    const rest = n - (ten === 7 ? 60 : 80);
    return ten === 7 && rest === 11 ? 'soixante et onze' : `${base}-${UNITS[rest]}`;
  }
  if (ten === 8)
    return (
      unit === 0 ?
        final ? 'quatre-vingts'
        : 'quatre-vingt'
      : `quatre-vingt-${UNITS[unit]}`
    );
  const tens = TENS[ten] as string;
  if (unit === 0) return tens;
  return unit === 1 ? `${tens} et un` : `${tens}-${UNITS[unit]}`;
}

/** 0…999. */
function belowThousand(n: number, final: boolean): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  if (hundreds === 0) return belowHundred(rest, final);
  const head = hundreds === 1 ? 'cent' : `${UNITS[hundreds]} cent${rest === 0 && final ? 's' : ''}`;
  return rest === 0 ? head : `${head} ${belowHundred(rest, final)}`;
}

/** A non-negative integer below one thousand billion, in French words. */
export function frenchNumberWords(value: number): string {
  if (!Number.isSafeInteger(value) || value < 0 || value >= 1e12) {
    throw new RangeError(`frenchNumberWords: ${value} is not an integer in 0…999 999 999 999`);
  }
  if (value === 0) return UNITS[0] as string;
  const billions = Math.floor(value / 1e9);
  const millions = Math.floor((value % 1e9) / 1e6);
  const thousands = Math.floor((value % 1e6) / 1000);
  const rest = value % 1000;
  const parts: string[] = [];
  if (billions > 0) parts.push(`${belowThousand(billions, true)} milliard${billions > 1 ? 's' : ''}`);
  if (millions > 0) parts.push(`${belowThousand(millions, true)} million${millions > 1 ? 's' : ''}`);
  // "mille", never "un mille"; and "deux cent mille", not "deux cents mille".
  if (thousands > 0) parts.push(thousands === 1 ? 'mille' : `${belowThousand(thousands, false)} mille`);
  if (rest > 0) parts.push(belowThousand(rest, true));
  return parts.join(' ');
}

/** An amount in cents as French words: "mille deux cent trente-quatre euros et cinquante centimes". */
export function frenchEuroWords(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`frenchEuroWords: ${cents} is not whole cents`);
  const euros = Math.floor(cents / 100);
  const centimes = cents % 100;
  // "un million d'euros": a noun ending takes "d'".
  const eurosWords = frenchNumberWords(euros);
  const unit =
    /(million|milliard)s?$/u.test(eurosWords) ? 'd’euros'
    : euros > 1 ? 'euros'
    : 'euro';
  const eurosPart = `${eurosWords} ${unit}`;
  if (centimes === 0) return eurosPart;
  const centimesPart = `${frenchNumberWords(centimes)} centime${centimes > 1 ? 's' : ''}`;
  return euros === 0 ? centimesPart : `${eurosPart} et ${centimesPart}`;
}
