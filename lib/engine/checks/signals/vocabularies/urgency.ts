/** Words of urgency and pressure: deadlines, scarcity, loss, and declines that shame. */

export const URGENCY_RE =
  /\b(today only|ends (today|tonight|soon|in|on|at|midnight|sunday|monday|tuesday|wednesday|thursday|friday|saturday)|offer ends|sale ends|deal ends|limited[- ]time|last chance|hurry|act now|don't wait|while (it|they) lasts?|deadline|(?<!(?:never|not|n't) )expires?(?!\?)|expiring|until midnight|order (by|before|within) \d|only \d+ (days?|hours?) left|this week only|final hours?|ends soon|registration closes|early[- ]bird (ends|price|pricing|discount))\b/i;

export const URGENCY_ALL_RE = new RegExp(URGENCY_RE.source, 'gi');

/** A concrete end: a calendar date, a weekday or a clock time. */
export const DEADLINE_RE =
  /\b(\d{1,2}(st|nd|rd|th)? (of )?(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*|(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]* \d{1,2}(st|nd|rd|th)?|\d{1,2}[/.]\d{1,2}([/.]\d{2,4})?|\d{1,2}(:\d{2})? ?(am|pm)|\d{1,2}:\d{2}|midnight|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/i;

export const SCARCITY_RE =
  /\b(only \d+ (left|remaining|available|spots?|seats?|places?|in stock)|\d+ (left|remaining) in stock|(\d+|few) (spots?|seats?|places?) (left|remaining)|limited (stock|quantit\w+|availability|spots?|seats?|places?|edition|supply|run)|selling fast|almost (gone|sold out)|low stock|while supplies last|few (spots|seats|left)|spots? (are )?(filling|limited)|last (few|one|\d+) (left|available|spots?|seats?))\b/i;

export const SCARCITY_ALL_RE = new RegExp(SCARCITY_RE.source, 'gi');

/** The cost of doing nothing, framed as a loss. */
export const LOSS_RE =
  /\b(don't miss|do not miss|miss(ing)? out|stop (losing|wasting|paying|leaving)|losing (money|customers|sales|time|leads|revenue)|you('re| are) (losing|leaving|missing)|leaving money|cost(s|ing)? you|before it's too late|never (miss|lose)|what you('re| are) missing|lost (sales|revenue|leads|customers)|every (day|month) (you wait|without))\b/i;

/** A way to say no to an offer (candidate for confirmshaming). */
export const DECLINE_RE =
  /^\s*(no,? thanks|no thank you|no,? i\b|i don't want|i do not want|i('m| am) not interested|maybe later|not now|continue without|i('d| would) rather|i prefer not)/i;

/** A decline that shames the visitor for saying no. */
export const SHAMING_RE =
  /(i don't want|i do not want|i('d| would) rather (not|pay|lose|miss|stay)|i('m| am) not interested in (saving|growing|making|getting|improving|learning|being)|i (hate|don't like|do not like|prefer (to )?(pay|lose|miss))|no,? (thanks|thank you),? i\b|no,? i (like|prefer|don't|do not|want|will|enjoy|'d|'m))/i;
