// The shared input patterns of the specification (section 5), with their Chinese messages. The
// rest validation and the web forms both read them from here.

export type PatternName =
  'url' | 'phone' | 'phoneOrFax' | 'alnum' | 'digits' | 'email' | 'weekdays';

export interface Pattern {
  readonly regex: RegExp;
  /** `{label}` is replaced by the field's label. */
  readonly message: string;
}

export const patterns: Readonly<Record<PatternName, Pattern>> = {
  url: { regex: /^https?:\/\/\S+$/i, message: '{label}应以 http:// 或 https:// 开头' },
  phone: { regex: /^\d{8,15}$/, message: '{label}应为8到15位数字' },
  phoneOrFax: { regex: /^[\d-]{7,20}$/, message: '{label}应为7到20位数字或连字符' },
  alnum: { regex: /^[A-Za-z0-9]+$/, message: '{label}只能包含字母和数字' },
  // Empty is allowed: an absent value never reaches the pattern.
  digits: { regex: /^\d*$/, message: '{label}只能包含数字' },
  email: {
    regex: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
    message: '{label}格式不正确',
  },
  // Weekday values 1 to 7 (Monday to Sunday), as a flight period "1,3,5".
  weekdays: { regex: /^[1-7](,[1-7])*$/, message: '{label}应为1到7的星期数字，以逗号分隔' },
};

export function patternMessage(name: PatternName, label: string): string {
  return patterns[name].message.replace('{label}', label);
}
