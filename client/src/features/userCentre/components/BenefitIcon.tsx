import Article from '@mui/icons-material/Article';
import Badge from '@mui/icons-material/Badge';
import Park from '@mui/icons-material/Park';
import Quiz from '@mui/icons-material/Quiz';
import School from '@mui/icons-material/School';
import SportsEsports from '@mui/icons-material/SportsEsports';
import Today from '@mui/icons-material/Today';
import WorkspacePremium from '@mui/icons-material/WorkspacePremium';
import type { ComponentType } from 'react';

/** The icon of each premium benefit by its stable key (spec: a benefit list item is an icon and a title). */
const ICONS: Readonly<Record<string, ComponentType<{ 'aria-hidden'?: boolean; fontSize?: 'medium' | 'large' }>>> = {
  allTests: Quiz,
  articles: Article,
  courses: School,
  dailyPush: Today,
  games: SportsEsports,
  profile: Badge,
  treeHole: Park,
};

export function BenefitIcon({ benefit }: { benefit: string }) {
  const Icon = ICONS[benefit] ?? WorkspacePremium;
  return <Icon aria-hidden />;
}
