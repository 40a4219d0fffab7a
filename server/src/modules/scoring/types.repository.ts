import type { Executor } from '../../db/connection';
import type { Locale } from '../../shared/locales';
import type { PersonalityTypeModel } from './scoring.models';

interface TypeRow {
  code: string;
  locale: string;
  title: string;
  tagline: string;
  description: string;
  keywords: string[];
  famous_people: string[];
  accent: string;
  population: PersonalityTypeModel['population'];
}

const columns = ['t.code', 'x.locale', 'x.title', 'x.tagline', 'x.description', 'x.keywords', 'x.famous_people', 't.accent', 't.population'];

const toModel = (r: TypeRow): PersonalityTypeModel => ({
  code: r.code,
  locale: r.locale,
  title: r.title,
  tagline: r.tagline,
  description: r.description,
  keywords: r.keywords,
  famousPeople: r.famous_people,
  accent: r.accent,
  population: r.population,
});

export async function listTypes(db: Executor, locale: Locale): Promise<PersonalityTypeModel[]> {
  const rows = await db('personality_types as t')
    .join('personality_type_texts as x', 'x.code', 't.code')
    .where('x.locale', locale)
    .orderBy('t.code')
    .select<TypeRow[]>(columns);
  return rows.map(toModel);
}
