import type { GalleryContent, MenuContent, NewsContent, ReviewsContent } from "../../core/content/schemas.ts";
import { toUtcIso } from "../../core/time.ts";
import type { AppContext } from "../context.ts";
import { CONTENT_IMPORT_SCHEMAS, type ContentService } from "../modules/content/service.ts";

const eur = (amount: string) => ({ amount, currency: "EUR" });

/** Trattoria Lumen's menu: four courses, EUR prices, the EU's allergen names. */
export const DEMO_MENU: MenuContent = {
  sections: [
    {
      id: "antipasti",
      title: "Antipasti",
      description: "To share, or not.",
      items: [
        {
          id: "burrata",
          name: "Burrata",
          description: "Pugliese burrata, heirloom tomatoes, basil oil",
          price: eur("12.50"),
          tags: ["vegetarian"],
          allergens: ["milk"],
        },
        {
          id: "vitello-tonnato",
          name: "Vitello tonnato",
          description: "Slow-cooked veal, tuna and caper sauce",
          price: eur("14.00"),
          tags: [],
          allergens: ["fish", "eggs", "mustard"],
        },
        {
          id: "carciofi",
          name: "Carciofi alla romana",
          description: "Braised artichokes with mint and garlic",
          price: eur("11.00"),
          tags: ["vegan"],
          allergens: [],
        },
        {
          id: "focaccia",
          name: "Focaccia della casa",
          description: "Baked every morning, rosemary and sea salt",
          price: eur("5.50"),
          tags: ["vegan"],
          allergens: ["gluten"],
        },
      ],
    },
    {
      id: "primi",
      title: "Primi",
      description: "Our pasta is rolled by hand every morning.",
      items: [
        {
          id: "cacio-e-pepe",
          name: "Tonnarelli cacio e pepe",
          description: "Pecorino romano, black pepper",
          price: eur("15.50"),
          tags: ["vegetarian", "house-favourite"],
          allergens: ["gluten", "eggs", "milk"],
        },
        {
          id: "amatriciana",
          name: "Rigatoni all'amatriciana",
          description: "Guanciale, tomato, pecorino",
          price: eur("16.00"),
          tags: [],
          allergens: ["gluten", "milk"],
        },
        {
          id: "ravioli",
          name: "Ravioli ricotta e spinaci",
          description: "Brown butter and sage",
          price: eur("17.50"),
          tags: ["vegetarian"],
          allergens: ["gluten", "eggs", "milk"],
        },
        {
          id: "vongole",
          name: "Spaghetti alle vongole",
          description: "Clams, white wine, parsley, chilli",
          price: eur("19.50"),
          tags: ["spicy"],
          allergens: ["gluten", "molluscs", "sulphites"],
        },
      ],
    },
    {
      id: "secondi",
      title: "Secondi",
      description: null,
      items: [
        {
          id: "saltimbocca",
          name: "Saltimbocca alla romana",
          description: "Veal, prosciutto, sage, roast potatoes",
          price: eur("24.00"),
          tags: [],
          allergens: ["milk", "sulphites"],
        },
        {
          id: "branzino",
          name: "Branzino al forno",
          description: "Whole sea bass from the oven, lemon, fennel",
          price: eur("27.00"),
          tags: [],
          allergens: ["fish"],
        },
        {
          id: "parmigiana",
          name: "Melanzane alla parmigiana",
          description: "Aubergine, tomato, mozzarella, parmesan",
          price: eur("18.50"),
          tags: ["vegetarian"],
          allergens: ["milk", "gluten", "eggs"],
        },
      ],
    },
    {
      id: "dolci",
      title: "Dolci",
      description: null,
      items: [
        {
          id: "tiramisu",
          name: "Tiramisù",
          description: "The classic, made each afternoon",
          price: eur("8.50"),
          tags: ["vegetarian", "house-favourite"],
          allergens: ["eggs", "milk", "gluten"],
        },
        {
          id: "panna-cotta",
          name: "Panna cotta",
          description: "Vanilla, wild berries",
          price: eur("7.50"),
          tags: ["vegetarian"],
          allergens: ["milk"],
        },
        {
          id: "cannoli",
          name: "Cannoli siciliani",
          description: "Sheep's ricotta, pistachio, candied orange",
          price: eur("8.00"),
          tags: ["vegetarian"],
          allergens: ["gluten", "milk", "nuts"],
        },
        {
          id: "affogato",
          name: "Affogato",
          description: "Vanilla gelato drowned in espresso",
          price: eur("6.50"),
          tags: ["vegetarian"],
          allergens: ["milk"],
        },
      ],
    },
  ],
};

/** Reviews, news and gallery around `now`; images served by this server at `publicUrl`. */
export function demoContent(
  now: Date,
  publicUrl: string,
): { menu: MenuContent; reviews: ReviewsContent; news: NewsContent; gallery: GalleryContent } {
  const daysAgo = (days: number, hour = 21) => {
    const d = new Date(now.getTime() - days * 86_400_000);
    d.setUTCHours(hour, 0, 0, 0);
    return toUtcIso(d.getTime() > now.getTime() ? new Date(d.getTime() - 86_400_000) : d);
  };
  const image = (name: string) => `${publicUrl}/img/gallery/${name}.svg`;
  return {
    menu: DEMO_MENU,
    reviews: {
      items: [
        {
          id: "r-anna",
          author: "Anna K.",
          rating: 5,
          text: "The cacio e pepe is the best I have had outside Rome, and the staff remembered us from last time.",
          source: "business_listing",
          createdAt: daysAgo(2),
        },
        {
          id: "r-tom",
          author: "Tom B.",
          rating: 4,
          text: "Lovely terrace and a great aperitivo. It got loud later in the evening, but the food made up for it.",
          source: "social_network",
          createdAt: daysAgo(6),
        },
        {
          id: "r-giulia",
          author: "Giulia R.",
          rating: 5,
          text: "Came for the wine tasting, stayed for dinner. Our sommelier knew every producer personally.",
          source: "native",
          createdAt: daysAgo(11),
        },
        {
          id: "r-markus",
          author: "Markus W.",
          rating: 5,
          text: "Booked a table for eight for my mother's birthday: they made a tiramisù with a candle without us asking.",
          source: "business_listing",
          createdAt: daysAgo(19),
        },
        {
          id: "r-sofia",
          author: "Sofia L.",
          rating: 4,
          text: "Beautiful fresh pasta. The pasta workshop is worth every euro.",
          source: "native",
          createdAt: daysAgo(27),
        },
        {
          id: "r-jan",
          author: "Jan P.",
          rating: 3,
          text: "Good food, but we waited a while for our mains on a busy Saturday.",
          source: "business_listing",
          createdAt: daysAgo(40),
        },
      ],
    },
    news: {
      items: [
        {
          id: "n-pasta-workshops",
          title: "Pasta workshops, now every month",
          body: "So many of you asked: our fresh pasta workshop now takes place every month. Tagliatelle, ravioli and a long lunch with what you made. Tickets on our events page.",
          imageUrl: `${publicUrl}/img/events/pasta-class.svg`,
          isPinned: true,
          publishedAt: daysAgo(21, 9),
        },
        {
          id: "n-wine-list",
          title: "A new wine list from small producers",
          body: "Our sommelier spent a month travelling from Friuli to Sicily. The result: forty new wines, most of them from family estates making fewer than 20,000 bottles a year.",
          imageUrl: image("wine-wall"),
          isPinned: false,
          publishedAt: daysAgo(4, 10),
        },
      ],
    },
    gallery: {
      items: [
        {
          id: "g-dining-room",
          url: image("dining-room"),
          alt: "The dining room with its arched windows and pendant lamps",
          width: 1200,
          height: 800,
        },
        { id: "g-pasta", url: image("pasta"), alt: "Spaghetti al pomodoro with basil, seen from above", width: 800, height: 800 },
        { id: "g-terrace", url: image("terrace"), alt: "The terrace at dusk under string lights", width: 1200, height: 800 },
        { id: "g-tiramisu", url: image("tiramisu"), alt: "A square of tiramisù showing its layers", width: 800, height: 800 },
        {
          id: "g-kitchen",
          url: image("kitchen"),
          alt: "The open kitchen with copper pans and fresh pasta drying",
          width: 1200,
          height: 800,
        },
        { id: "g-wine-wall", url: image("wine-wall"), alt: "Shelves of Italian wines from floor to ceiling", width: 800, height: 1000 },
      ],
    },
  };
}

/**
 * Loads the demo content for `restaurantId` the way `content import` would (each document checked
 * against the import schema first), through `service`, which the caller binds to its transaction.
 */
export async function seedDemoContent(service: ContentService, ctx: AppContext, restaurantId: string): Promise<void> {
  const now = ctx.clock.now();
  const content = demoContent(now, ctx.config.publicUrl);
  await service.import(restaurantId, "menu", CONTENT_IMPORT_SCHEMAS.menu.parse(content.menu), now);
  await service.import(restaurantId, "reviews", CONTENT_IMPORT_SCHEMAS.reviews.parse(content.reviews), now);
  await service.import(restaurantId, "news", CONTENT_IMPORT_SCHEMAS.news.parse(content.news), now);
  await service.import(restaurantId, "gallery", CONTENT_IMPORT_SCHEMAS.gallery.parse(content.gallery), now);
}
