import { blocks } from '../blocks';
import { image, images, type SeedData, textItems } from '../markers';

/** Single types: the home page's Mission and About Us blocks and the company pages. */

export const mission: SeedData = {
  title: 'Our Mission',
  points: [
    {
      title: 'Sustainability and wellness',
      description:
        'We farm coconuts the slow way, with monsoon rain, our own vermicompost and no chemical sprays, and we turn every part of the coconut into something useful: water and malai into koolers, husk into coir, shells into charcoal.',
    },
    {
      title: 'Purity in every product',
      description:
        'Nothing goes into a kooler or a natural product that we would not give our own children: no preservatives, no artificial colour or flavour, no parabens, no mineral oil. Every ingredient is named on the label.',
    },
    {
      title: 'Nature’s best',
      description:
        'Alphonso from Devgad, chikoo from Gholvad, grapes from Nashik, coconuts from the Konkan: we buy the best of each season straight from the farmers who grow it, and pay them fairly.',
    },
  ],
  images: images('mission-grove', 'mission-seedling', 'mission-harvest'),
};

export const aboutBlock: SeedData = {
  title: 'About Us',
  heading: 'Fresh from the palm to your door in Navi Mumbai',
  badge: '10k+ Clients',
  description:
    'Koolers began in 2016 as a tender coconut stall outside Vashi station, run by a family that had farmed coconuts in Raigad for three generations. Today our Vashi kitchen blends 16 flavours of koolers every day, and our farm makes natural products for your skin, your home, your animals and your garden, for more than ten thousand happy customers across Navi Mumbai.',
  bullets: textItems(
    'Promote a healthier life with fresh, honest drinks made the day you drink them',
    'Create environmentally friendly products such as skincare and animal care from every part of the coconut',
    'Our products are 0% chemical and all natural, with every ingredient named on the label',
  ),
  button: { label: 'Discover More', link: '/about-company' },
  image: image('about-us'),
};

export const directorProfile: SeedData = {
  name: 'Anjali Mhatre',
  position: 'Director',
  photo: image('people-director'),
  biography: blocks(
    'Anjali Mhatre grew up between her family’s coconut farm in Raigad and the family home in Vashi, and spent her school holidays climbing palms she was told not to climb. She studied food technology at the Institute of Chemical Technology in Matunga and worked for six years in quality assurance for a large beverage company in Mumbai.',
    'In 2016 she came home with one question: why should a fruit drink need to last six months? She set up the Koolers kitchen in Vashi with her father, wrote its hygiene and cold-chain rules herself, and still tastes the first batch of every flavour each morning.',
    'As Director she leads the kitchen, the product team and delivery, and she writes most of our blog. She lives in Nerul with her husband, their daughter and a very opinionated indie dog named Narali.',
  ),
  quote:
    'If a drink has to survive six months on a shelf, it was never made for you. Ours only has to survive twenty minutes on a scooter.',
};

export const chairmanProfile: SeedData = {
  name: 'Vasant Mhatre',
  position: 'Founder and Chairman',
  photo: image('people-chairman'),
  description: blocks(
    'Vasant Mhatre is a third-generation coconut farmer from the Konkan coast. He took over his father’s eight acres in Raigad in 1988, when most neighbours were selling their land, and spent the next thirty years turning them into a model organic farm that now also trains young farmers.',
    'He founded Koolers in 2016 with his daughter Anjali, with a simple idea: a tender coconut is worth far more to a family in Navi Mumbai than to a trader at the farm gate. As Chairman he looks after the farm, our growers’ network and the natural products range.',
  ),
  achievements: textItems(
    'Converted the family farm in Raigad to fully organic cultivation in 1998, and certified it in 2012',
    'Built a network of more than 120 partner coconut growers along the Konkan coast who are paid above market price',
    'Started the farm’s vermicompost unit, which now turns 300 tonnes of farm waste into compost every year',
    'Awarded for innovation in coconut value addition by a regional farmers’ association in 2019',
  ),
};

export const aboutCompany: SeedData = {
  title: 'About Company',
  intro:
    'Koolers is a family company from Navi Mumbai that makes fresh coconut drinks and natural products from the coconut palm. We farm, we blend, we deliver, and we waste as little of the coconut as we possibly can.',
  sections: [
    {
      heading: 'Our roots',
      body: blocks(
        'The Mhatre family has grown coconuts in Raigad for three generations. In 2016 Vasant Mhatre and his daughter Anjali opened a small tender coconut stall outside Vashi station, and began blending the water with fruit for customers who wanted something more than plain coconut water. The first koolers were mango and jamun.',
        'Within a year the stall had a queue, and the queue became a kitchen.',
      ),
      image: image('about-company-roots'),
    },
    {
      heading: 'Our kitchen in Vashi',
      body: blocks(
        'Every kooler is made in our kitchen in Sector 17, Vashi, when you order it. Coconuts arrive from the farm and from our partner growers every morning; seasonal fruit is pulped at harvest and frozen so it tastes the same in January as it did in May.',
        'We follow FSSAI hygiene rules, test every batch of fruit pulp, and never use preservatives, colours or flavourings.',
      ),
      image: image('about-company-kitchen'),
    },
    {
      heading: 'Delivered in 15-20 minutes',
      body: blocks(
        'Our own delivery partners carry your order in insulated bags across Navi Mumbai and Vashi, with no minimum order and no delivery fee. Most koolers reach their owners 15-20 minutes after they are made.',
        'On your next order, hand back your empty bottles: we clean, sterilise and reuse them.',
      ),
      image: image('about-company-delivery'),
    },
    {
      heading: 'Every part of the coconut',
      body: blocks(
        'The water and malai become koolers. The husk becomes coir scrubbers, doormats, grow pots and coco-peat. The shells become charcoal for our soap and powder. The leaves and farm waste become vermicompost. The oil becomes our virgin coconut oil, hair oil, lip balm and animal care range.',
      ),
    },
  ],
};

export const farm: SeedData = {
  title: 'Our Farm',
  intro:
    'Eight acres of coconut palms in Raigad, farmed organically since 1998, and more than 120 partner growers along the Konkan coast. Everything we sell starts here.',
  rotatingLines: textItems(
    'Healthcare Products',
    'Skincare Solutions',
    'Animal Care',
    'Agricultural Products',
    'Coconut Milk with Fruit Pulp',
  ),
  images: images('farm-palm-grove', 'farm-harvest', 'farm-coir', 'farm-compost', 'farm-cattle', 'farm-nursery'),
};

export const company: SeedData = {
  welcomeTitle: 'Welcome to Koolers',
  welcomeText:
    'We are a family company from Navi Mumbai that grows coconuts, blends them with the best fruit of each season, and turns the rest of the palm into natural products for your home. Thank you for being part of the story.',
  mission: {
    title: 'Our Mission',
    description:
      'To make fresh, honest food and natural products from the coconut palm easy to get for every family in Navi Mumbai, without preservatives, without chemicals and without waste.',
  },
  vision: {
    title: 'Our Vision',
    description:
      'A city where a fresh drink is as easy to order as a bottled one, and where the farmers who grow our coconuts earn a fair and growing share of what we sell.',
  },
  coreValuesTitle: 'Core Values',
  coreValues: [
    {
      title: 'Integrity',
      description: 'We name every ingredient, price fairly, pay our growers on time and tell you when something goes wrong.',
    },
    {
      title: 'Innovation',
      description: 'From dragon fruit koolers to coir grow pots, we keep finding new uses for an old tree. Have an idea for us? Tell us.',
      link: '/contact',
    },
    {
      title: 'Sustainability',
      description: 'Organic farming, reusable bottles, compostable coir and nothing from the coconut thrown away.',
    },
  ],
  button: { label: 'Get Involved', link: '/contact' },
  image: image('company-team'),
};
