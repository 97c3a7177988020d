import { dietArticles } from './diet';
import { healthArticles } from './health';
import { newsArticles } from './news';
import { trainingArticles } from './training';

/** Every article except campaign announcements, which are built from campaigns.ts. */
export const articles = [...newsArticles, ...trainingArticles, ...dietArticles, ...healthArticles];
